#!/usr/bin/env bash
# Usage: run from $APPS/render after swift build --build-tests: each app's previews rendered in a process of its own.
# Runs each app's preview-rendering test in its own process (a trap in one app's previews stops only that app).
for t in $(ls Tests); do
  start=$(date +%s)
  timeout 600 .build/debug/AppRenderPackageTests.xctest --testing-library swift-testing --filter "$t\\." > "/tmp/apps/render/log-$t.txt" 2>&1
  echo "$t rc=$? $(( $(date +%s) - start ))s"
done
