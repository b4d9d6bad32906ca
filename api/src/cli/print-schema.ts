import 'reflect-metadata';

import { GraphQLSchemaHost } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';

import { SCHEMA_FILE } from '../graphql/graphql.options';
import { printFromApp } from './print-from-app';

// Prints the code-first schema (SDL). `--write` updates the committed api/schema.graphql;
// the test suite compares the two so a stale committed schema fails CI.
printFromApp(SCHEMA_FILE, (app) => printSchema(lexicographicSortSchema(app.get(GraphQLSchemaHost).schema)) + '\n');
