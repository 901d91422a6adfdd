import { type DynamicModule, Global, Module, type OnApplicationShutdown } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/config.js';
import { dataSourceOptions } from './data-source.js';

/** Connections of the crowd lane, per instance (beside the main pool's 20). */
export const CROWD_LANE_CONNECTIONS = 4;

/**
 * The statements that answer a crowd, on connections of their own: the checks every request
 * passes (its session, repair mode) and the waiting room's (the event, its settings, the seats
 * left, the row that ties a new place to its account). None waits for a lock a checkout holds,
 * but on MariaDB a burst of checkouts can take every connection of the main pool, each waiting
 * its turn at one seat area's row, and a statement queued behind them would wait seconds for a
 * connection it needs for a millisecond (decision 0032). On SQLite the one connection is both
 * lanes.
 *
 * Only statements that stand alone belong here: one that must see a transaction takes its manager.
 */
export class CrowdLane {
  constructor(readonly dataSource: DataSource) {}
}

/** The crowd lane's own pool on MySQL/MariaDB (nothing else differs from the main one). */
export function crowdLaneOptions(
  database: AppConfig['database'],
  entities: DataSourceOptions['entities'],
): DataSourceOptions {
  const options = dataSourceOptions(database, entities);
  if (options.type !== 'mysql') return options;
  return {
    ...options,
    migrations: [],
    poolSize: CROWD_LANE_CONNECTIONS,
    extra: { ...options.extra, connectionLimit: CROWD_LANE_CONNECTIONS },
  };
}

/** Provides CrowdLane everywhere: its own pool on MySQL/MariaDB, the main data source on SQLite. */
@Global()
@Module({})
export class CrowdLaneModule implements OnApplicationShutdown {
  constructor(
    private readonly lane: CrowdLane,
    private readonly main: DataSource,
  ) {}

  static register(database: AppConfig['database'], entities: DataSourceOptions['entities']): DynamicModule {
    return {
      module: CrowdLaneModule,
      providers: [
        {
          provide: CrowdLane,
          inject: [getDataSourceToken()],
          useFactory: async (main: DataSource) => {
            if (database.type !== 'mysql') return new CrowdLane(main);
            return new CrowdLane(await new DataSource(crowdLaneOptions(database, entities)).initialize());
          },
        },
      ],
      exports: [CrowdLane],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.lane.dataSource !== this.main && this.lane.dataSource.isInitialized) await this.lane.dataSource.destroy();
  }
}
