import type { AttendeeIdType } from '@fanpass/contracts';

export interface AttendeeView {
  id: number;
  fullName: string;
  idType: string;
  idNumber: string;
  areaCode: string;
  phone: string;
}

export interface AttendeeBody {
  fullName: string;
  idType: AttendeeIdType;
  idNumber: string;
  areaCode: string;
  phone: string;
}

export interface AttendeeList {
  disclosureKey: string;
  disclosure: string;
  list: AttendeeView[];
}
