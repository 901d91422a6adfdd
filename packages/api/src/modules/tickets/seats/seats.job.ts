import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { SeatsService } from './seats.service.js';

/** How often the seating time of events is checked. */
const SEATS_CHECK_MS = 60_000;

/**
 * Seats tickets automatically at the configured time before doors (SeatsService.assignDue), and
 * again for tickets sold after that, so no holder reaches the gate without a code.
 */
@Injectable()
export class SeatsJob {
  private readonly logger = new Logger(SeatsJob.name);
  private running = false;

  constructor(private readonly seats: SeatsService) {}

  @Interval(SEATS_CHECK_MS)
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.seats.assignDue();
    } catch (error) {
      this.logger.error(`seat assignment failed: ${String(error)}`);
    } finally {
      this.running = false;
    }
  }
}
