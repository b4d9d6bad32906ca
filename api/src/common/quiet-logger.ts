import { ConsoleLogger } from '@nestjs/common';

// Nest's start-up chatter (every module and route mapped) buries the lines people need.
// Keep warnings and errors from everything, and info lines from our own contexts only.
const FRAMEWORK = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication', 'GraphQLModule']);

export class QuietLogger extends ConsoleLogger {
  override log(message: unknown, context?: string): void {
    if (context && FRAMEWORK.has(context)) return;
    super.log(message, context);
  }
}
