! Included by included-directives.F90: a macro, no directive.
#define SHIFT(x) ((x) + 1.0)
