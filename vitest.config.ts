import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, chromiumExecutable } from './scripts/browser.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            '{schemas,engine,machines,fixtures,scripts,variants,ui,server}/**/*.test.ts',
            '{engine,server}/**/*.test.tsx',
          ],
        },
      },
      {
        extends: './vite.config.ts',
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          setupFiles: ['./.storybook/vitest.setup.ts'],
          testTimeout: 30_000,
          // Two story files at a time, each in a page of its own (its own browser context, so its
          // own storage, service worker and viewport). Vitest's default on two cores is one: the
          // page then waits on the test runner, and the runner on the page, most of the time.
          maxWorkers: 2,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumExecutable(), args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: 'chromium' }],
            expect: {
              toMatchScreenshot: {
                // Baselines sit in __screenshots__/<StoryFile>/ without the ".stories.tsx" suffix: a
                // folder named like a story file would be picked up by Storybook's stories glob.
                resolveScreenshotPath: ({
                  root,
                  testFileDirectory,
                  testFileName,
                  arg,
                  browserName,
                  platform,
                  ext,
                }) =>
                  path.join(
                    root,
                    testFileDirectory,
                    '__screenshots__',
                    testFileName.replace(/\.stories\.tsx?$/, ''),
                    `${arg}-${browserName}-${platform}${ext}`,
                  ),
                comparatorName: 'pixelmatch',
                // Zero tolerance for layout: only antialiasing noise of a Chromium upgrade may pass.
                // VISUAL_EXACT=1 allows no changed pixel at all: after a change that redraws many
                // pictures, it finds the baselines that still pass on the noise allowance but no
                // longer show the current picture (README, Tests).
                comparatorOptions: {
                  threshold: 0.1,
                  allowedMismatchedPixelRatio: process.env.VISUAL_EXACT === '1' ? 0 : 0.0005,
                },
              },
            },
          },
        },
      },
    ],
  },
});
