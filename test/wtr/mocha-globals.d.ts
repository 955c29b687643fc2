// Browser tests run in Mocha (web-test-runner's framework), which provides describe/it/before* as globals.
/// <reference types="mocha" />
