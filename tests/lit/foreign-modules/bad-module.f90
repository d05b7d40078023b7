! RUN: rm -rf %t && mkdir -p %t/inc %t/work
! RUN: gzip -c %S/Inputs/truncated-module.txt > %t/inc/broken.mod
! RUN: cd %t/work && not %acc2c --emit=source -I %t/inc %s 2>&1 | FileCheck %s
! RUN: gzip -c %S/Inputs/old-module.txt > %t/inc/broken.mod
! RUN: cd %t/work && not %acc2c --emit=source -I %t/inc %s 2>&1 | FileCheck --check-prefix=OLD %s
! RUN: gzip -c %S/Inputs/old-module.txt | head -c 20 > %t/inc/broken.mod
! RUN: cd %t/work && not %acc2c --emit=source -I %t/inc %s 2>&1 | FileCheck --check-prefix=GZIP %s
!
! A gfortran module file acc2c cannot read is an error that names it (in a
! file with a directive: one without translates to itself, unparsed).

! CHECK: {{.*}}inc/broken.mod: error: cannot read gfortran module 'broken': malformed module file: unexpected end of the module text
! OLD: {{.*}}inc/broken.mod: error: cannot read gfortran module 'broken': gfortran module format version '9' is not supported
! GZIP: {{.*}}inc/broken.mod: error: cannot read gfortran module 'broken': {{.*}}gzip
program p
  use broken
  !$acc wait
end program
