! Nested derived-type components, CloverLeaf style (OpenACC 3.3 2.6.4,
! 2.7.2): chunk holds an ALLOCATABLE array of tiles, each tile a field
! whose density0 is ALLOCATABLE. Each level is mapped by its own enter
! data, which attaches it inside the device copy of the level above:
! chunk, then chunk%tiles, then each tile's density0. Regions with
! present(chunk) then reach chunk%tiles(t)%field%density0(j,k) (and the
! bounds nx, ny) on the device. update self of one tile's density0 brings
! back that tile only.
! (gfortran's shared-memory host fallback: 1458 for tile 1, present T.)
module dt_nested_types
  implicit none
  type field_type
    real(8), allocatable :: density0(:, :)
  end type
  type tile_type
    integer :: nx, ny
    type(field_type) :: field
  end type
  type chunk_type
    type(tile_type), allocatable :: tiles(:)
  end type
end module

program dt_nested_components
  use dt_nested_types
  use openacc
  implicit none
  type(chunk_type) :: chunk
  integer :: t, j, k
  real(8) :: total
  allocate(chunk%tiles(2))
  do t = 1, 2
    chunk%tiles(t)%nx = 3
    chunk%tiles(t)%ny = 2
    allocate(chunk%tiles(t)%field%density0(3, 2))
    do k = 1, 2
      chunk%tiles(t)%field%density0(:, k) = [(100d0 * t + 10 * j + k, j = 1, 3)]
    end do
  end do
  !$acc enter data copyin(chunk)
  !$acc enter data copyin(chunk%tiles)
  !$acc enter data copyin(chunk%tiles(1)%field%density0, chunk%tiles(2)%field%density0)
  do t = 1, 2
    !$acc parallel loop collapse(2) present(chunk)
    do k = 1, chunk%tiles(t)%ny
      do j = 1, chunk%tiles(t)%nx
        chunk%tiles(t)%field%density0(j, k) = 2 * chunk%tiles(t)%field%density0(j, k)
      end do
    end do
  end do
  total = 0
  !$acc parallel loop collapse(3) present(chunk) reduction(+:total)
  do t = 1, 2
    do k = 1, 2
      do j = 1, 3
        total = total + chunk%tiles(t)%field%density0(j, k)
      end do
    end do
  end do
  !$acc update self(chunk%tiles(2)%field%density0)
  print '(a,f8.1)', 'device total:     ', total
  print '(a,f8.1)', 'host sum tile 1:  ', sum(chunk%tiles(1)%field%density0)
  print '(a,f8.1)', 'host sum tile 2:  ', sum(chunk%tiles(2)%field%density0)
  print '(a,f8.1)', 'tile 2 (3,2):     ', chunk%tiles(2)%field%density0(3, 2)
  !$acc exit data delete(chunk%tiles(1)%field%density0, chunk%tiles(2)%field%density0)
  !$acc exit data delete(chunk%tiles)
  !$acc exit data delete(chunk)
  print '(a,l1)', 'present after exit data: ', acc_is_present(chunk%tiles(2)%field%density0)
end program
