import type { DeletedView as DeletedViewContract } from '@fanpass/contracts';
import { ApiProperty } from '@nestjs/swagger';

/** The paging fields of contracts `Page<T>`; each page view adds its typed `list`. */
export class PageMeta {
  @ApiProperty() total: number;
  @ApiProperty({ description: '1-based' }) page: number;
  @ApiProperty() pageSize: number;
}

export class DeletedView implements DeletedViewContract {
  @ApiProperty({ description: 'The id that is gone' }) id: number;
}
