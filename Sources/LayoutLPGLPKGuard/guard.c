#include "layoutlp_glpk_guard.h"
