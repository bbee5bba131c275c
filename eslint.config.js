import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.next', '.next-*', '.data', 'lib/db/generated', 'next-env.d.ts', '.test-results', 'action/cli'] },
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
  {
    // A check is a pure judgement over artifacts: it may name an artifact's type, never run a gatherer's code.
    // Validators and constants that checks and gatherers share live in engine/parse/ and engine/well-known.ts.
    files: ['engine/checks/**/*.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**', '**/lib/**', '@/*', 'next', 'next/*', '@prisma/*', 'prisma', 'react', 'react-dom'] },
            {
              group: ['**/gather/*'],
              allowTypeImports: true,
              message: 'Checks import only types from gather/; move shared validators to engine/parse/.',
            },
          ],
        },
      ],
    },
  },
);
