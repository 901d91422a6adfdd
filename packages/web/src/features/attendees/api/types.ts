import type { AttendeeIdType } from '@fanpass/contracts';

export interface AttendeeBody {
  fullName: string;
  idType: AttendeeIdType;
  idNumber: string;
  areaCode: string;
  phone: string;
}
