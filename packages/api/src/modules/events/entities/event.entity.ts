import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/** An event on the catalogue; its status is derived from its times and its seat areas. */
@Entity('events')
export class EventRow {
  @PrimaryGeneratedColumn()
  id: number;

  /** The organiser's stable external id (event import creates or updates by it). */
  @Column({ type: 'varchar', length: 80 })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text' })
  about: string;

  /** Who performs (an artist or a line-up), null when the organiser did not say; searched like the title. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  artist: string | null;

  /** JSON array of image URLs. */
  @Column({ type: 'text' })
  images: string;

  @Column({ type: 'varchar', length: 200 })
  venue: string;

  @Column({ type: 'varchar', length: 300 })
  location: string;

  /** The city for discovery (filter and city list); null for events imported before it existed. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  /** When the doors open (epoch ms), null when the organiser did not say. */
  @Column({ ...BIGINT, nullable: true })
  doorsAt: number | null;

  @Column(BIGINT)
  startsAt: number;

  @Column(BIGINT)
  endsAt: number;

  @Column(BIGINT)
  saleStartsAt: number;

  /** The venue's IANA time zone: times are shown as the venue reads them. */
  @Column({ type: 'varchar', length: 64, default: 'Asia/Macau' })
  timeZone: string;

  /** When the sale closes (epoch ms); null: when the event ends. The console's "close the sale" sets it to now. */
  @Column({ ...BIGINT, nullable: true })
  saleEndsAt: number | null;

  /** On the catalogue and on sale; an organiser publishes an event made in the console when it is ready. */
  @Column({ type: 'boolean', default: true })
  published: boolean;

  @Column({ type: 'boolean', default: false })
  desktopOnly: boolean;

  @Column({ type: 'boolean', default: false })
  realNameRequired: boolean;

  @Column({ type: 'int' })
  ticketLimit: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column(BIGINT)
  createdAt: number;

  @Column(BIGINT)
  updatedAt: number;
}
