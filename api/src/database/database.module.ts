import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Module } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ormConfig } from './mikro-orm.config';

@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      driver: PostgreSqlDriver,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        ...ormConfig(config.databaseUrl, { poolSize: config.databasePoolSize, role: 'api' }),
        registerRequestContext: true,
      }),
    }),
  ],
})
export class DatabaseModule {}
