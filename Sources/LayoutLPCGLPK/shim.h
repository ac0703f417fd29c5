// GLPK's C API for Swift. Debian's libglpk-dev installs glpk.h in
// /usr/include and libglpk.so; it ships no pkg-config file.
#include <glpk.h>
