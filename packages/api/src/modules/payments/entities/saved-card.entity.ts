import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/** A remembered card: only the provider's token, brand, last four digits and expiry. */
@Entity('saved_cards')
export class SavedCard {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 20 })
  provider: string;

  @Column({ type: 'varchar', length: 64 })
  token: string;

  @Column({ type: 'varchar', length: 20 })
  brand: string;

  @Column({ type: 'varchar', length: 4 })
  last4: string;

  @Column({ type: 'int' })
  expMonth: number;

  @Column({ type: 'int' })
  expYear: number;

  @Column(BIGINT)
  createdAt: number;
}
