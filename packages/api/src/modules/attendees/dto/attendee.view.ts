import type * as contracts from '@fanpass/contracts';
import { ApiProperty } from '@nestjs/swagger';

/** Reply schemas of the attendee calls; each implements its contracts view so the two cannot drift. */

export class AttendeeView implements contracts.AttendeeView {
  @ApiProperty() id: number;
  @ApiProperty() fullName: string;
  @ApiProperty() idType: string;
  @ApiProperty() idNumber: string;
  @ApiProperty() areaCode: string;
  @ApiProperty() phone: string;
}

export class AttendeeListView implements contracts.AttendeeListView {
  @ApiProperty() disclosureKey: string;
  @ApiProperty({ description: 'The disclosure in the caller’s language' }) disclosure: string;
  @ApiProperty({ type: [AttendeeView] }) list: AttendeeView[];
}
