// The modal dialog the flow, chat and console screens use, offered to question views (the agreement's terms).
export { Dialog } from '../../ui/Dialog';
