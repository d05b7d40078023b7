#define OFFSET 0.5
