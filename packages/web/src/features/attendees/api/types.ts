import type { AttendeeIdType } from '@fanpass/contracts';

export interface AttendeeInput {
  fullName: string;
  idType: AttendeeIdType;
  idNumber: string;
  areaCode: string;
  phone: string;
}
