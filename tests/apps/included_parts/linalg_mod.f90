# include "Unused.h90"

! Vector operations as bindings of a type; each procedure is a file of its
! own in Linalg/, read by the preprocessor or an INCLUDE line.
module linalg_mod
  implicit none

  type linalg_type
    real :: scale = 1.0
    real, allocatable :: weights(:)
  contains
    procedure :: vec_dot
    procedure :: vec_axpy
    procedure :: vec_weigh
  end type

  ! What the program uses: an extension, passed where the bindings take
  ! class(linalg_type).
  type, extends(linalg_type) :: counted_linalg_type
    integer :: calls = 0
  end type

contains

#   include "Linalg/Vec_Dot.f90"
#   include "Linalg/Vec_Axpy.f90"
  include 'Linalg/Vec_Weigh.f90'

end module
