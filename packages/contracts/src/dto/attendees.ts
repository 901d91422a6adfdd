/** The shapes the attendee calls answer with (real-name events, spec §1). */

export interface AttendeeView {
  id: number;
  fullName: string;
  idType: string;
  idNumber: string;
  areaCode: string;
  phone: string;
}

/** GET /attendee/list: my attendees with the real-name disclosure (key and translated text). */
export interface AttendeeListView {
  disclosureKey: string;
  disclosure: string;
  list: AttendeeView[];
}
