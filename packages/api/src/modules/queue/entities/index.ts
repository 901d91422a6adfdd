import { QueueEntry } from './queue-entry.entity.js';
import { QueueSettingChange } from './queue-setting-change.entity.js';
import { QueueSettings } from './queue-settings.entity.js';

export { QueueEntry, QueueSettingChange, QueueSettings };

/** The waiting room's tables. */
export const QUEUE_ENTITIES = [QueueSettings, QueueSettingChange, QueueEntry];
