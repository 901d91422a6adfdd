import { Notice } from '../modules/basic/entities/notice.entity.js';
import { Setting } from '../modules/basic/entities/setting.entity.js';
import { OutboxMessage } from '../modules/outbox/entities/outbox-message.entity.js';
import { Session } from '../modules/sessions/entities/session.entity.js';
import { User } from '../modules/users/entities/user.entity.js';

/** Every entity of the service. */
export const ENTITIES = [User, Session, Setting, Notice, OutboxMessage];
