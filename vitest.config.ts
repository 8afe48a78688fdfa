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
          // Both cores: Vitest's default on two is one worker, which leaves one idle while the
          // other imports and transforms.
          maxWorkers: 2,
          include: [
            '{schemas,engine,machines,fixtures,scripts,contract,variants,ui,server}/**/*.test.ts',
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
          // Story files share their worker's page and module instances instead of loading the
          // whole app again for each of 149 files (about 1.8 s of a worker each, a third of the
          // step). Nothing a story needs is left behind by another: every story gets a fresh
          // query client, stores, seeded mock backend, storage, toasts and diagnostics, and the
          // previous story's timers are stopped (.storybook/preview.tsx, vitest.setup.ts).
          isolate: false,
          // A picture is taken once more, in a fresh render of its story, when it does not match:
          // about one full run in six, one story's text came out a sub-pixel off (anti-aliasing of
          // centred labels) in the shared page. A real change fails both times; a story that
          // passes on its second try is listed by the test command, so the flake stays in sight.
          retry: 1,
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
                // A pixel differs when its colour moves by more than about 3/255 of grey (pixelmatch's
                // YIQ distance, threshold 0.01): any colour change a person could notice fails, while
                // the ±1–2 rounding of image decoding and blending on another CPU passes. Text and
                // shape edges are left to pixelmatch's antialiasing detection, not to tolerance.
                // Up to 0.05 % of pixels may differ (a caret-sized spot); VISUAL_EXACT=1 allows none
                // (CONTRIBUTING, Visual baselines).
                comparatorOptions: {
                  threshold: 0.01,
                  includeAA: false,
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
