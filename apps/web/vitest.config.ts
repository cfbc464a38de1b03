import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.tsx', '*.test.mjs'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // Typing whole wizards through user-event takes seconds on a busy 2-core CI machine.
    testTimeout: 20_000,
  },
});
