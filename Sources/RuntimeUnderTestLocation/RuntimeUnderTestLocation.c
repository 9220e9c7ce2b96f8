#include "RuntimeUnderTestLocation.h"

// The manifest defines RUNTIME_UNDER_TEST_PACKAGE_DIRECTORY as a string literal: Swift's
// conditional compilation flags carry no values, a C macro does.
const char *runtime_under_test_package_directory(void) {
  return RUNTIME_UNDER_TEST_PACKAGE_DIRECTORY;
}
