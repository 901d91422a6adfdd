import { Module } from '@nestjs/common';
import { AttendeesController } from './attendees.controller.js';
import { AttendeesRepository } from './attendees.repository.js';
import { AttendeesService } from './attendees.service.js';

@Module({
  controllers: [AttendeesController],
  providers: [AttendeesRepository, AttendeesService],
  exports: [AttendeesRepository],
})
export class AttendeesModule {}
