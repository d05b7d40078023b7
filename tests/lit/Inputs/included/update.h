! Included by included-directives.F90 with #include, inside a data region;
! it includes a file beside itself.
  !$acc update self(a)
#include "shift.h"
