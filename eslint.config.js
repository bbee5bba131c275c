import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.next', '.next-*', '.data', 'lib/db/generated', 'next-env.d.ts', '.test-results'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests read response bodies whose shape is what they assert; typing each one first would only restate the assertion.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // engine/ is a pure library: no app, lib, Next or Prisma.
    files: ['engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/app/**', '**/lib/**', '@/*', 'next', 'next/*', '@prisma/*', 'prisma', 'react', 'react-dom'] },
      ],
    },
  },
);
