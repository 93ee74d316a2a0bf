import { whatsappLink } from '@travel/server/domain';

/** The chat-app deep link with the prefilled greeting (docs/product.md#users, #calls). */
export const chatLink = (whatsappNumber: string, greeting: string): string => whatsappLink(greeting, whatsappNumber);
