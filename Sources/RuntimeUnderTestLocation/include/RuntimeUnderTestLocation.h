#ifndef RUNTIME_UNDER_TEST_LOCATION_H
#define RUNTIME_UNDER_TEST_LOCATION_H

/// The directory of the package whose runtime the workloads and the conformance suite were built
/// against, as the manifest saw it at build time.
const char *runtime_under_test_package_directory(void);

#endif
