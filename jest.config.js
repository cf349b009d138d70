/** Jest runs TypeScript through SWC (decorator metadata included); dynamic import() is kept
 * so ESM-only packages (file-type, pdfjs-dist) load under --experimental-vm-modules. */
const fs = require('node:fs');
const swc = JSON.parse(fs.readFileSync(`${__dirname}/.swcrc.jest.json`, 'utf8'));
const transform = { '^.+\\.ts$': ['@swc/jest', { ...swc, swcrc: false }] };

module.exports = {
  testEnvironment: 'node',
  transform,
  testTimeout: 60000,
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  projects: [
    { displayName: 'unit', testEnvironment: 'node', transform, testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/unit/**/*.spec.ts'] },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'],
      setupFiles: ['<rootDir>/test/support/env-setup.ts'],
    },
    {
      // Faults and hostile input (npm run test:reliability): dedicated PostgreSQL/Redis, child processes, raw sockets.
      displayName: 'reliability',
      testEnvironment: 'node',
      transform,
      testMatch: ['<rootDir>/test/reliability/**/*.reliability-spec.ts'],
      setupFiles: ['<rootDir>/test/support/env-setup.ts'],
    },
  ],
};
