/** SPEC 4.4 "Status 400 with code 13045": the server's code for a repeated feedback from one device. */
export const ERROR_CODE_REPEAT_FEEDBACK = 13045;
