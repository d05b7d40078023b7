/* The interface of physics.c: a table the device keeps its own copy of
   (declare create at file scope, OpenACC 3.3 2.13) and the routines that
   read it (routine seq, 2.15.1), declared for the files that call them. */
#ifndef PHYSICS_H
#define PHYSICS_H
#define NTABLE 8
extern double table[NTABLE];
#pragma acc declare create(table)

#pragma acc routine seq
double weight(int i);
#pragma acc routine seq
double weighted(double x, int i);
void table_fill(double scale);
#endif
