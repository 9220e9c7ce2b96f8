#!/usr/bin/env bash
# Makes a second runtime package from this repository's runtime, to exercise the runtime swap:
# its product and module are named ComposableArchitecture, as TCA's are, it exposes no project
# API (@_spi(Project)). A mutant patch (Conformance/Mutants/) applies to its runtime directory.
#
#   Conformance/Scripts/make-reference-runtime.sh /tmp/reference-runtime
#   COMPOSABLE_RUNTIME_PACKAGE=/tmp/reference-runtime swift build --product bench --scratch-path .build-reference
#   .build-reference/debug/bench conformance --output-dir /tmp/swap
set -euo pipefail
destination=${1:?usage: make-reference-runtime.sh DESTINATION}
repository=$(cd "$(dirname "$0")/../.." && pwd)
rm -rf "$destination"
mkdir -p "$destination/Sources"
cp -R "$repository/Sources/ComposableRuntime" "$destination/Sources/ComposableArchitecture"
# TCA-shaped API only: this runtime's project API keeps its code (the runtime uses it) but moves
# to an SPI group no case imports, so a TCA-API case reaching for it fails to build here too.
grep -rl '@_spi(Project)' "$destination/Sources/ComposableArchitecture" | xargs -r sed -i 's/@_spi(Project)/@_spi(ReferenceRuntimeInternals)/g'
# The macros, renamed so that the two packages' targets differ, expand to this module's names.
cp -R "$repository/Sources/ComposableRuntimeMacros" "$destination/Sources/ReferenceRuntimeMacros"
sed -i 's/ComposableRuntime\./ComposableArchitecture./g' "$destination"/Sources/ReferenceRuntimeMacros/*.swift
sed -i 's/module: "ComposableRuntimeMacros"/module: "ReferenceRuntimeMacros"/' "$destination"/Sources/ComposableArchitecture/Observation/ObservationMacros.swift
# Shared state, renamed like the macros, so the two packages' targets differ.
cp -R "$repository/Sources/ComposableSharing" "$destination/Sources/ReferenceSharing"
grep -rl 'ComposableSharing' "$destination/Sources/ComposableArchitecture" | xargs -r sed -i 's/ComposableSharing/ReferenceSharing/g'
# The package's dependencies are this repository's, read from its manifest.
dependencies=$(sed -n '/^  dependencies: \[/,/^  \]/p' "$repository/Package.swift" \
  | grep -E 'swift-syntax|swift-case-paths|swift-identified-collections|swift-custom-dump|xctest-dynamic-overlay|swift-dependencies|swift-concurrency-extras|swift-clocks|combine-schedulers|OpenCombine|swift-collections|swift-atomics')
sharing_dependencies=$(sed -n '/name: "ComposableSharing",$/,/^    ),/p' "$repository/Package.swift" | grep '\.product(')
runtime_dependencies=$(sed -n '/name: "ComposableRuntime",$/,/^    ),/p' "$repository/Package.swift" | grep '\.product(')
cat > "$destination/Package.swift" <<MANIFEST
// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "reference-runtime",
  platforms: [.macOS(.v14)],
  products: [.library(name: "ComposableArchitecture", targets: ["ComposableArchitecture"])],
  dependencies: [
$dependencies
  ],
  targets: [
    .macro(
      name: "ReferenceRuntimeMacros",
      dependencies: [
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "ReferenceSharing",
      dependencies: [
$sharing_dependencies
      ]
    ),
    .target(
      name: "ComposableArchitecture",
      dependencies: [
        "ReferenceRuntimeMacros",
        "ReferenceSharing",
$runtime_dependencies
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
MANIFEST
echo "wrote $destination (product ComposableArchitecture)"
