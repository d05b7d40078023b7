/* No directives here: included through shared-directives.h. */
#define SCALE 2
