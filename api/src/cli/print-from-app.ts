import 'reflect-metadata';

import { writeFileSync } from 'node:fs';

import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

import { AppModule } from '../app.module';

/**
 * A command that prints what the started app builds (the GraphQL schema, the OpenAPI document):
 * `--write` updates the committed `file` instead, which the --types stage compares with the code.
 */
export function printFromApp(file: string, build: (app: INestApplication) => string): void {
  const main = async (): Promise<void> => {
    const app = await NestFactory.create(AppModule, { logger: false });
    await app.init();
    const text = build(app);
    await app.close();
    if (process.argv.includes('--write')) {
      writeFileSync(file, text);
      console.log(`wrote ${file}`);
    } else {
      process.stdout.write(text);
    }
  };
  void main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
