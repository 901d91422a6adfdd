import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BIGINT } from '../../../database/columns.js';

/** A real-name attendee a fan keeps under Me -> attendee information. */
@Entity('attendees')
export class Attendee {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 60 })
  fullName: string;

  @Column({ type: 'varchar', length: 20 })
  idType: string;

  @Column({ type: 'varchar', length: 40 })
  idNumber: string;

  @Column({ type: 'varchar', length: 6 })
  areaCode: string;

  @Column({ type: 'varchar', length: 20 })
  phone: string;

  @Column(BIGINT)
  createdAt: number;

  @Column(BIGINT)
  updatedAt: number;
}
