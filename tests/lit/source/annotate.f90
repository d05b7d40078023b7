! RUN: rm -rf %t && mkdir -p %t
! RUN: %acc2c --emit=source --annotate -J %t %s | sed -e ':a' -e '/^ *[^ !#].* &$/{N' -e 's/ &\n */ /' -e 'ta' -e '}' | FileCheck %s
! RUN: %acc2c --emit=source -J %t %s | FileCheck %s --check-prefix=PLAIN
!
! --annotate puts a comment above each data operation: the clause as the
! user wrote it (or `implicit copy`), the action it stands for at entry or
! exit, the reference counter it uses (structured on constructs, dynamic on
! enter/exit data; 2.6.7), and the OpenACC 3.3 section that specifies it
! (2.7.5 present ... 2.7.13 detach, 2.6.2 for implicit data attributes,
! 2.14.4 for update). Each comment is directly followed by its call; the
! first follows the directive's comment (or, on a compute construct, the
! locals of its block). Without --annotate there are no such comments.
! (The first RUN line joins each generated statement's continuation lines,
! so that the patterns do not depend on where a line breaks. Patterns
! start with {{^}} or {{^ *}} so that they cannot match these comment
! lines, which are output too; PLAIN's pattern leaves out lines with a
! `{`, the CHECK lines.)
!
! PLAIN-NOT: {{^ +! [^{]*\(OpenACC 3\.3, 2\.}}
module annotate_m
  type t
    real, pointer :: p(:)
  end type
end module

! CHECK-LABEL: {{^}}subroutine s(a, b, c, z, n, d, q)
subroutine s(a, b, c, z, n, d, q)
  use annotate_m
  integer :: n
  real :: a(n), b(n), c(n), z(n), q(n)
  type(t) :: d
  ! CHECK:      {{^ *}}! !$acc enter data create(c) copyin(d)
  ! CHECK-NEXT: {{^ *}}! create(c): create at entry, dynamic reference counter (OpenACC 3.3, 2.7.9){{$}}
  ! CHECK-NEXT: {{^ *}}call acc2c_create(acc2c_addr_array(c),{{(.* &[[:space:]]+.*)*}}
  ! CHECK-NEXT: {{^ *}}! copyin(d): copyin at entry, dynamic reference counter (OpenACC 3.3, 2.7.7){{$}}
  ! CHECK-NEXT: {{^ *}}call acc2c_copyin(acc2c_loc(d),
  !$acc enter data create(c) copyin(d)
  ! Entry operations after the block's locals, in clause order, the
  ! implicit copy last; the exit operations after the region, in reverse.
  ! CHECK:      {{^ *}}! !$acc parallel copy(a) copyin(b) present(c) no_create(q)
  ! CHECK-NEXT: {{^ *}}block
  ! CHECK:      {{^ *}}integer(acc2c_int) :: acc2c_region
  ! CHECK-NEXT: {{^ *}}! copy(a): copyin at entry, structured reference counter (OpenACC 3.3, 2.7.6){{$}}
  ! CHECK-NEXT: {{^ *}}call acc2c_copyin(acc2c_addr_array(a),{{(.* &[[:space:]]+.*)*}}
  ! CHECK-NEXT: {{^ *}}! copyin(b): copyin at entry, structured reference counter (OpenACC 3.3, 2.7.7){{$}}
  ! CHECK-NEXT: {{^ *}}call acc2c_copyin(acc2c_addr_array(b),{{(.* &[[:space:]]+.*)*}}
  ! CHECK-NEXT: {{^ *}}! present(c): present at entry, structured reference counter (OpenACC 3.3, 2.7.5){{$}}
  ! CHECK-NEXT: {{^ *}}call acc2c_present(acc2c_addr_array(c),{{(.* &[[:space:]]+.*)*}}
  ! CHECK-NEXT: {{^ *}}! no_create(q): {{no_?create}} at entry, structured reference counter (OpenACC 3.3, 2.7.10){{$}}
  ! CHECK-NEXT: {{^ *}}call acc2c_nocreate(acc2c_addr_array(q),{{(.* &[[:space:]]+.*)*}}
  ! CHECK-NEXT: {{^ *}}! implicit copy(z): copyin at entry, structured reference counter (OpenACC 3.3, 2.6.2){{$}}
  ! CHECK-NEXT: {{^ *}}call acc2c_copyin(acc2c_addr_array(z),{{(.* &[[:space:]]+.*)*}}
  ! CHECK:      {{^ *}}call acc2c_region_{{[0-9]+}}(
  ! CHECK-NEXT: {{^ *}}call acc2c_region_end(acc2c_region)
  ! CHECK-NEXT: {{^ *}}! implicit copy(z): copyout at exit, structured reference counter (OpenACC 3.3, 2.6.2){{$}}
  ! CHECK-NEXT: {{^ *}}call acc2c_copyout(acc2c_addr_array(z),{{(.* &[[:space:]]+.*)*}}
  ! CHECK-NEXT: {{^ *}}! no_create(q): delete at exit, structured reference counter (OpenACC 3.3, 2.7.10){{$}}
  ! CHECK-NEXT: {{^ *}}call acc2c_delete(acc2c_addr_array(q),{{(.* &[[:space:]]+.*)*}}
  ! CHECK-NEXT: {{^ *}}! present(c): delete at exit, structured reference counter (OpenACC 3.3, 2.7.5){{$}}
  ! CHECK-NEXT: {{^ *}}call acc2c_delete(acc2c_addr_array(c),{{(.* &[[:space:]]+.*)*}}
  ! CHECK-NEXT: {{^ *}}! copyin(b): delete at exit, structured reference counter (OpenACC 3.3, 2.7.7){{$}}
  ! CHECK-NEXT: {{^ *}}call acc2c_delete(acc2c_addr_array(b),{{(.* &[[:space:]]+.*)*}}
  ! CHECK-NEXT: {{^ *}}! copy(a): copyout at exit, structured reference counter (OpenACC 3.3, 2.7.6){{$}}
  ! CHECK-NEXT: {{^ *}}call acc2c_copyout(acc2c_addr_array(a),{{(.* &[[:space:]]+.*)*}}
  ! CHECK-NEXT: {{^ *}}end block
  !$acc parallel copy(a) copyin(b) present(c) no_create(q)
  a(1) = b(1) + c(1) + z(1) + q(1); z(2) = a(1)
  !$acc end parallel
  ! CHECK:      {{^ *}}! !$acc update self(a) device(b)
  ! CHECK-NEXT: {{^ *}}! self(a): {{[a-z_ ]+}} (OpenACC 3.3, 2.14.4){{$}}
  ! CHECK-NEXT: {{^ *}}call acc2c_update_self(acc2c_addr_array(a),{{(.* &[[:space:]]+.*)*}}
  ! CHECK-NEXT: {{^ *}}! device(b): {{[a-z_ ]+}} (OpenACC 3.3, 2.14.4){{$}}
  ! CHECK-NEXT: {{^ *}}call acc2c_update_device(acc2c_addr_array(b),{{(.* &[[:space:]]+.*)*}}
  !$acc update self(a) device(b)
  ! attach and detach clauses: their sections and the attachment counter
  ! (2.6.8), not a reference counter; the guarded call follows.
  ! CHECK:      {{^ *}}! !$acc enter data attach(d%p)
  ! CHECK-NEXT: {{^ *}}! attach(d%p): attach at entry, attachment counter (OpenACC 3.3, 2.7.12){{$}}
  ! CHECK-NEXT: {{^ *}}if (associated(d%p)) then
  ! CHECK:      {{^ *}}call acc2c_f_procpointer(acc2c_gfc_routine(acc2c_gfc_attach),
  !$acc enter data attach(d%p)
  ! CHECK:      {{^ *}}! !$acc exit data detach(d%p)
  ! CHECK-NEXT: {{^ *}}! detach(d%p): detach at exit, attachment counter (OpenACC 3.3, 2.7.13){{$}}
  ! CHECK-NEXT: {{^ *}}if (associated(d%p)) then
  ! CHECK:      {{^ *}}call acc2c_f_procpointer(acc2c_gfc_routine(acc2c_gfc_detach),
  !$acc exit data detach(d%p)
  ! CHECK:      {{^ *}}! !$acc exit data delete(c) copyout(d)
  ! CHECK-NEXT: {{^ *}}! delete(c): delete at exit, dynamic reference counter (OpenACC 3.3, 2.7.11){{$}}
  ! CHECK-NEXT: {{^ *}}call acc2c_delete(acc2c_addr_array(c),{{(.* &[[:space:]]+.*)*}}
  ! CHECK-NEXT: {{^ *}}! copyout(d): copyout at exit, dynamic reference counter (OpenACC 3.3, 2.7.8){{$}}
  ! CHECK-NEXT: {{^ *}}call acc2c_copyout(acc2c_loc(d),
  !$acc exit data delete(c) copyout(d)
end subroutine
