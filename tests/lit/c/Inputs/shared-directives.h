/* Included by ../source/header-directives.c. */
#include "plain.h"
extern double table[8];
#pragma acc declare create(table)
#pragma acc routine seq
double lookup(int i);
