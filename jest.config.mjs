import nextJest from 'next/jest.js'

const createJestConfig = nextJest({ dir: './' })

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  // Unit tests sit beside the lib/, components/ and scripts/ files they test; e2e/ belongs to
  // Playwright.
  roots: ['<rootDir>/lib', '<rootDir>/content', '<rootDir>/components', '<rootDir>/scripts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
}

export default createJestConfig(config)
