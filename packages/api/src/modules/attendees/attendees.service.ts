import {
  ATTENDEE_DISCLOSURE_KEY,
  type AttendeeListView,
  type AttendeeView,
  type DeletedView,
  isValidPhone,
  type Language,
  translate,
} from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import type { AttendeeBody } from './dto/attendee.dto.js';
import { AttendeesRepository } from './attendees.repository.js';
import type { Attendee } from './entities/attendee.entity.js';

function view(a: Attendee): AttendeeView {
  return {
    id: a.id,
    fullName: a.fullName,
    idType: a.idType,
    idNumber: a.idNumber,
    areaCode: a.areaCode,
    phone: a.phone,
  };
}

/** Real-name attendees a fan keeps for real-name events (spec §1: shared with regulators and others). */
@Injectable()
export class AttendeesService {
  constructor(
    private readonly attendees: AttendeesRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private clean(body: AttendeeBody) {
    const areaCode = body.areaCode.replace(/^\+/, '');
    if (!isValidPhone(areaCode, body.phone)) {
      throw new AppError('VALIDATION_FAILED', {}, null, [{ field: 'phone', key: 'tickets.phoneRule' }]);
    }
    return {
      fullName: body.fullName.trim(),
      idType: body.idType,
      // Normalised by the DTO: '1234567(8)' arrives as '12345678'.
      idNumber: body.idNumber,
      areaCode,
      phone: body.phone,
    };
  }

  async list(userId: number, lang: Language): Promise<AttendeeListView> {
    const list = await this.attendees.listFor(userId);
    return {
      disclosureKey: ATTENDEE_DISCLOSURE_KEY,
      disclosure: translate(ATTENDEE_DISCLOSURE_KEY, lang),
      list: list.map(view),
    };
  }

  async create(userId: number, body: AttendeeBody): Promise<AttendeeView> {
    const now = this.clock.now();
    return view(await this.attendees.insert({ userId, ...this.clean(body), createdAt: now, updatedAt: now }));
  }

  async update(userId: number, id: number, body: AttendeeBody): Promise<AttendeeView> {
    if (!(await this.attendees.update(userId, id, { ...this.clean(body), updatedAt: this.clock.now() }))) {
      throw new AppError('ATTENDEE_NOT_FOUND');
    }
    const [found] = await this.attendees.findOwned(userId, [id]);
    return view(found!);
  }

  async remove(userId: number, id: number): Promise<DeletedView> {
    if (!(await this.attendees.delete(userId, id))) throw new AppError('ATTENDEE_NOT_FOUND');
    return { id };
  }
}
