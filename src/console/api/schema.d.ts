/* Generated from the management API's OpenAPI document by `npm run api:types`. Do not edit. */
export interface paths {
    "/v1/agent/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The accounts that work on chats, their availability and whether the agent console is open */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The agent console's inbox, assignment, availability, private notes, canned responses and reports (issue #22). Notes are for agents only: no customer route or socket carries them. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-workspace-agentList"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agent/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set your availability: online agents get chats from the round robin, away ones do not */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["manage-workspace-availabilityInput"];
                };
            };
            responses: {
                /** @description The agent console's inbox, assignment, availability, private notes, canned responses and reports (issue #22). Notes are for agents only: no customer route or socket carries them. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-workspace-availabilityInput"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agent/canned-responses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Canned responses, by shortcut */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The agent console's inbox, assignment, availability, private notes, canned responses and reports (issue #22). Notes are for agents only: no customer route or socket carries them. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-workspace-cannedList"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        /** Add a canned response (owners) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["manage-workspace-cannedInput"];
                };
            };
            responses: {
                /** @description The agent console's inbox, assignment, availability, private notes, canned responses and reports (issue #22). Notes are for agents only: no customer route or socket carries them. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-workspace-cannedResponse"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agent/canned-responses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a canned response (owners) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["manage-workspace-cannedInput"];
                };
            };
            responses: {
                /** @description The agent console's inbox, assignment, availability, private notes, canned responses and reports (issue #22). Notes are for agents only: no customer route or socket carries them. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-workspace-cannedResponse"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        post?: never;
        /** Remove a canned response (owners) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The agent console's inbox, assignment, availability, private notes, canned responses and reports (issue #22). Notes are for agents only: no customer route or socket carries them. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-workspace-removed"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agent/chats/{id}/assignee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Assign the chat to an agent (yourself or another), or unassign it with null */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["manage-workspace-assignInput"];
                };
            };
            responses: {
                /** @description The agent console's inbox, assignment, availability, private notes, canned responses and reports (issue #22). Notes are for agents only: no customer route or socket carries them. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-workspace-assigned"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agent/chats/{id}/context": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A chat's assignee, private notes and the same customer's other feedbacks */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The agent console's inbox, assignment, availability, private notes, canned responses and reports (issue #22). Notes are for agents only: no customer route or socket carries them. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-workspace-chatContext"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agent/chats/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a private note: agents see it, the customer never does */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["manage-workspace-noteInput"];
                };
            };
            responses: {
                /** @description The agent console's inbox, assignment, availability, private notes, canned responses and reports (issue #22). Notes are for agents only: no customer route or socket carries them. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-workspace-note"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agent/chats/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The calling agent has read the chat up to now: its unread count clears */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The agent console's inbox, assignment, availability, private notes, canned responses and reports (issue #22). Notes are for agents only: no customer route or socket carries them. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-workspace-read"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agent/inbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The inbox: chats by view (mine, unassigned, all) and status, newest activity first, a page at a time */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                    /** @description Words found in the chat's messages or the feedback's answers */
                    q?: string;
                    status?: "open" | "queued" | "closed" | "archived";
                    view?: "mine" | "unassigned" | "all";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The agent console's inbox, assignment, availability, private notes, canned responses and reports (issue #22). Notes are for agents only: no customer route or socket carries them. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-workspace-inboxPage"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/agent/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reports: chats per day, first response time, resolution time and ratings per agent for a range of days */
        get: {
            parameters: {
                query?: {
                    /** @description The first day; by default 6 days before "to" */
                    from?: string;
                    /** @description The last day (included); by default today */
                    to?: string;
                    /** @description Minutes the caller's time zone is ahead of UTC (days start at its midnight) */
                    utc_offset?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The agent console's inbox, assignment, availability, private notes, canned responses and reports (issue #22). Notes are for agents only: no customer route or socket carries them. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-workspace-report"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The email and role of a valid invitation link */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-linkStatus"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/invitation/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation: creates the account and signs in; the link then stops working */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["manage-account-acceptInvitation"];
                };
            };
            responses: {
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-session"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change one's own password; other sessions of the account end */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["manage-account-passwordChange"];
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a password reset link is still valid */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-linkStatus"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        /** Email a link that sets a new password; answers the same whether or not the account exists */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["manage-account-passwordResetRequest"];
                };
            };
            responses: {
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-passwordResetAccepted"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/password-reset/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset link; the link stops working and every session of the account ends */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["manage-account-passwordResetComplete"];
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account and the CSRF token of this session */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-session"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a first-run setup link is still valid */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-linkStatus"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        /** Create the first owner with the one-time setup link; signs in */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["manage-account-setup"];
                };
            };
            responses: {
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-session"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password; sets the session cookie */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["manage-account-signIn"];
                };
            };
            responses: {
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-session"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End this session at once, on every server process */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who changed which flow, node, widget, user or token, and when; newest first */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-auditPage"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/chats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Chats newest first, by status */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    status?: "open" | "queued" | "closed" | "archived";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Stored feedbacks (the payload is what the respondent sent: feedback.schema.json) and their chats (issue #17). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-results-chatList"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/chats/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A conversation with its feedback's answers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Stored feedbacks (the payload is what the respondent sent: feedback.schema.json) and their chats (issue #17). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-results-chatDetail"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/chats/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply as the calling account (its display name is shown) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["manage-results-replyInput"];
                };
            };
            responses: {
                /** @description Stored feedbacks (the payload is what the respondent sent: feedback.schema.json) and their chats (issue #17). */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-results-timelineItem"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/chats/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a chat's status (the customer's archive is final) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["manage-results-statusInput"];
                };
            };
            responses: {
                /** @description Stored feedbacks (the payload is what the respondent sent: feedback.schema.json) and their chats (issue #17). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-results-statusResult"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/feedbacks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Feedbacks newest first, filtered, a page at a time (next_cursor) */
        get: {
            parameters: {
                query?: {
                    completed?: boolean;
                    cursor?: string;
                    customer_external_id?: string;
                    flow_id?: string;
                    limit?: number;
                    node_id?: string;
                    since?: string;
                    until?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Stored feedbacks (the payload is what the respondent sent: feedback.schema.json) and their chats (issue #17). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-results-feedbackPage"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Erase every feedback of a customer (an erasure request), with their chats */
        delete: {
            parameters: {
                query: {
                    customer_external_id: string;
                    node_id?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Stored feedbacks (the payload is what the respondent sent: feedback.schema.json) and their chats (issue #17). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-results-deleted"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/feedbacks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One feedback */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Stored feedbacks (the payload is what the respondent sent: feedback.schema.json) and their chats (issue #17). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-results-storedFeedback"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Erase one feedback with its chat */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/feedbacks/{id}/files/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file one of the feedback's answers names, for those who may read the feedback */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The image or PDF */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/flow-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The templates a new flow may start from, named in `lang` (else Accept-Language, else English) */
        get: {
            parameters: {
                query?: {
                    lang?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Envelopes around flow.schema.json, node.schema.json, widget.schema.json and fixture.schema.json (issues #17, #18). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-content-flowTemplateList"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/flows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Flows with their published version and response count (archived ones with archived=true) */
        get: {
            parameters: {
                query?: {
                    archived?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Envelopes around flow.schema.json, node.schema.json, widget.schema.json and fixture.schema.json (issues #17, #18). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-content-flowList"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a flow as a draft (publish it to serve it): a whole flow, or { name, template } (a template's copy with its fixture, or blank) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["manage-content-flowCreateInput"];
                };
            };
            responses: {
                /** @description Envelopes around flow.schema.json, node.schema.json, widget.schema.json and fixture.schema.json (issues #17, #18). */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-content-flowDetail"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/flows/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A flow's draft, revision (ETag) and published version */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Envelopes around flow.schema.json, node.schema.json, widget.schema.json and fixture.schema.json (issues #17, #18). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-content-flowDetail"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/flows/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Archive or unarchive a flow (If-Match: the draft's revision); it leaves the list, nodes still serve it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["manage-content-archiveInput"];
                };
            };
            responses: {
                /** @description Envelopes around flow.schema.json, node.schema.json, widget.schema.json and fixture.schema.json (issues #17, #18). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-content-flowDetail"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/flows/{id}/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace the draft (If-Match: its revision) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["flow"];
                };
            };
            responses: {
                /** @description Envelopes around flow.schema.json, node.schema.json, widget.schema.json and fixture.schema.json (issues #17, #18). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-content-flowDetail"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/flows/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copy the draft (and its fixtures) into a new unpublished flow named "Copy of …" */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Envelopes around flow.schema.json, node.schema.json, widget.schema.json and fixture.schema.json (issues #17, #18). */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-content-flowDetail"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/flows/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exactly the filtered feedbacks as CSV (one row per answer, formula-neutralised, as `canvass export`), JSON lines, or an XLSX workbook (one row per feedback, one column per question), streamed */
        get: {
            parameters: {
                query?: {
                    /** @description question_id:is|is_not|contains|range:value, repeatable (all must hold); range takes min..max, either side may be left out. Answer filters are read from the feedbacks, not the rollups. */
                    answer?: string[];
                    channel?: "widget" | "hosted";
                    format?: "csv" | "jsonl" | "xlsx";
                    /** @description First UTC day counted, YYYY-MM-DD. */
                    from?: string;
                    /** @description A flow language id; -1 for feedbacks that name none. */
                    language?: number;
                    node_id?: string;
                    status?: "completed" | "partial";
                    /** @description Last UTC day counted, YYYY-MM-DD (included). */
                    to?: string;
                    /** @description A published version, or all. */
                    version?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description text/csv, application/x-ndjson or an XLSX workbook */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/flows/{id}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file question's newest answers under the results filters (names, types, sizes and where the console fetches them), a page at a time */
        get: {
            parameters: {
                query: {
                    /** @description question_id:is|is_not|contains|range:value, repeatable (all must hold); range takes min..max, either side may be left out. Answer filters are read from the feedbacks, not the rollups. */
                    answer?: string[];
                    channel?: "widget" | "hosted";
                    cursor?: string;
                    /** @description First UTC day counted, YYYY-MM-DD. */
                    from?: string;
                    /** @description A flow language id; -1 for feedbacks that name none. */
                    language?: number;
                    limit?: number;
                    node_id?: string;
                    /** @description The file or screenshot question. */
                    question: string;
                    status?: "completed" | "partial";
                    /** @description Last UTC day counted, YYYY-MM-DD (included). */
                    to?: string;
                    /** @description A published version, or all. */
                    version?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The results screen of a flow (issue #19): headline figures, a card per question, drop-off and trend, counted from rollups kept with every feedback write; and the responses table's pages. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-summary-fileAnswerPage"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/flows/{id}/fixtures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The flow's fixtures, oldest first, each with its result against the current draft */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Envelopes around flow.schema.json, node.schema.json, widget.schema.json and fixture.schema.json (issues #17, #18). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-content-flowFixtureList"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/flows/{id}/fixtures/{fixtureId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save a fixture (fixture.schema.json; its `flow` is not kept: fixtures run against the draft) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    fixtureId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["fixture"];
                };
            };
            responses: {
                /** @description Envelopes around flow.schema.json, node.schema.json, widget.schema.json and fixture.schema.json (issues #17, #18). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-content-flowFixture"];
                    };
                };
                /** @description Envelopes around flow.schema.json, node.schema.json, widget.schema.json and fixture.schema.json (issues #17, #18). */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-content-flowFixture"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        post?: never;
        /** Remove a fixture */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    fixtureId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/flows/{id}/fixtures/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The fixtures with the current draft as their flow: a file `npm run fixtures` runs */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Envelopes around flow.schema.json, node.schema.json, widget.schema.json and fixture.schema.json (issues #17, #18). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-content-fixtureExport"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/flows/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish the draft as a new immutable version (If-Match: the draft's revision). Refused with 400 when the draft is invalid (or names a style this server lacks), 422 settings_out_of_limits when a value is beyond its question plugin's own limits, 422 fixture_failed when one of its fixtures fails */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Envelopes around flow.schema.json, node.schema.json, widget.schema.json and fixture.schema.json (issues #17, #18). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-content-publishResult"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Envelopes around flow.schema.json, node.schema.json, widget.schema.json and fixture.schema.json (issues #17, #18). */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-content-publishRefused"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/flows/{id}/responses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A flow's feedbacks as table rows (one column per question), filtered, by date, a page at a time */
        get: {
            parameters: {
                query?: {
                    /** @description question_id:is|is_not|contains|range:value, repeatable (all must hold); range takes min..max, either side may be left out. Answer filters are read from the feedbacks, not the rollups. */
                    answer?: string[];
                    channel?: "widget" | "hosted";
                    cursor?: string;
                    /** @description First UTC day counted, YYYY-MM-DD. */
                    from?: string;
                    /** @description A flow language id; -1 for feedbacks that name none. */
                    language?: number;
                    limit?: number;
                    node_id?: string;
                    sort?: "newest" | "oldest";
                    status?: "completed" | "partial";
                    /** @description Last UTC day counted, YYYY-MM-DD (included). */
                    to?: string;
                    /** @description A published version, or all. */
                    version?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The results screen of a flow (issue #19): headline figures, a card per question, drop-off and trend, counted from rollups kept with every feedback write; and the responses table's pages. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-summary-responsePage"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/flows/{id}/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Headline figures, a card per question, drop-off and trend of a flow's feedbacks, filtered */
        get: {
            parameters: {
                query?: {
                    /** @description question_id:is|is_not|contains|range:value, repeatable (all must hold); range takes min..max, either side may be left out. Answer filters are read from the feedbacks, not the rollups. */
                    answer?: string[];
                    channel?: "widget" | "hosted";
                    /** @description First UTC day counted, YYYY-MM-DD. */
                    from?: string;
                    interval?: "day" | "week";
                    /** @description A flow language id; -1 for feedbacks that name none. */
                    language?: number;
                    node_id?: string;
                    status?: "completed" | "partial";
                    /** @description Last UTC day counted, YYYY-MM-DD (included). */
                    to?: string;
                    /** @description A published version, or all. */
                    version?: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The results screen of a flow (issue #19): headline figures, a card per question, drop-off and trend, counted from rollups kept with every feedback write; and the responses table's pages. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-summary-summary"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/flows/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published versions, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Envelopes around flow.schema.json, node.schema.json, widget.schema.json and fixture.schema.json (issues #17, #18). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-content-flowVersionList"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/flows/{id}/versions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published version as it was */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    version: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A survey flow as the server stores and serves it (SPEC 3.4): languages, states holding elements, transitions with rules, and triggers on questions. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["flow"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/flows/{id}/versions/{version}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copy a published version into the draft (If-Match: the draft's revision); publish to serve it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    version: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Envelopes around flow.schema.json, node.schema.json, widget.schema.json and fixture.schema.json (issues #17, #18). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-content-flowDetail"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Invitations, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-invitationList"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        /** Invite someone by email with a role: the link is emailed, and the answer carries it, once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["manage-account-invitationInput"];
                };
            };
            responses: {
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-invitation"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraw an invitation */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/me/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One's own email notices: new chats and results digests */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-mailChoices"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        /** Set one's own email notices (the whole list of digests) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["manage-account-mailChoices"];
                };
            };
            responses: {
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-mailChoices"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/nodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every node */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Envelopes around flow.schema.json, node.schema.json, widget.schema.json and fixture.schema.json (issues #17, #18). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-content-nodeList"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a node */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["node"];
                };
            };
            responses: {
                /** @description A node (channel) configuration as the server answers GET /v1/nodes/{id} (SPEC 3.2, 4.2), with the node's active flow id and the flow to show now embedded. Client-only additions (preventMultipleFeedbackMessage, the fetched stylesheet text, the customer) are not part of it. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["node"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/nodes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One node (ETag for If-Match) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A node (channel) configuration as the server answers GET /v1/nodes/{id} (SPEC 3.2, 4.2), with the node's active flow id and the flow to show now embedded. Client-only additions (preventMultipleFeedbackMessage, the fetched stylesheet text, the customer) are not part of it. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["node"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        /** Replace a node (If-Match: its ETag) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["node"];
                };
            };
            responses: {
                /** @description A node (channel) configuration as the server answers GET /v1/nodes/{id} (SPEC 3.2, 4.2), with the node's active flow id and the flow to show now embedded. Client-only additions (preventMultipleFeedbackMessage, the fetched stylesheet text, the customer) are not part of it. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["node"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** API tokens (an owner sees every account's) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-tokenList"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        /** Create an API token: the secret is in this answer only */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["manage-account-tokenInput"];
                };
            };
            responses: {
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-token"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API token */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every account */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-userList"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One account */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-user"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Remove an account: its sessions and API tokens end at once */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Rename an account or change its role (If-Match: its revision) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["manage-account-userChange"];
                };
            };
            responses: {
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-user"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/manage/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Webhook endpoints */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Webhook endpoints, their deliveries and the events they carry (issue #20). Requests are signed as the Standard Webhooks specification says. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-webhooks-endpointList"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        /** Add an endpoint: the answer carries its signing secret (whsec_...), once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["manage-webhooks-endpointInput"];
                };
            };
            responses: {
                /** @description Webhook endpoints, their deliveries and the events they carry (issue #20). Requests are signed as the Standard Webhooks specification says. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-webhooks-endpoint"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One endpoint */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Webhook endpoints, their deliveries and the events they carry (issue #20). Requests are signed as the Standard Webhooks specification says. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-webhooks-endpoint"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Remove an endpoint and its delivery log */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Change an endpoint (If-Match: its revision); enabled true enables one the server disabled */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["manage-webhooks-endpointChange"];
                };
            };
            responses: {
                /** @description Webhook endpoints, their deliveries and the events they carry (issue #20). Requests are signed as the Standard Webhooks specification says. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-webhooks-endpoint"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/v1/manage/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The delivery log: each event sent to this endpoint, newest first, with its latest attempt */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    limit?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Webhook endpoints, their deliveries and the events they carry (issue #20). Requests are signed as the Standard Webhooks specification says. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-webhooks-deliveryPage"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/webhooks/{id}/deliveries/{deliveryId}/attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every attempt of one delivery, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    deliveryId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Webhook endpoints, their deliveries and the events they carry (issue #20). Requests are signed as the Standard Webhooks specification says. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-webhooks-attemptList"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery again now (same webhook-id), with a new 24 h of retries */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    deliveryId: string;
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/webhooks/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the signing secret: the answer carries the new one, once; the old one stops at once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Webhook endpoints, their deliveries and the events they carry (issue #20). Requests are signed as the Standard Webhooks specification says. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-webhooks-endpoint"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/widgets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every widget */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Envelopes around flow.schema.json, node.schema.json, widget.schema.json and fixture.schema.json (issues #17, #18). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-content-widgetList"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        put?: never;
        /** Create a widget */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["widget"];
                };
            };
            responses: {
                /** @description A web widget configuration as the server answers GET /v1/web_widgets/code/{code} (SPEC 3.1, 4.6), and as it is imported. Defaults are those of SPEC 9. Periods and intervals are in seconds, sizes and positions in px unless their *_type says otherwise. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["widget"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/manage/widgets/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One widget (ETag for If-Match) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A web widget configuration as the server answers GET /v1/web_widgets/code/{code} (SPEC 3.1, 4.6), and as it is imported. Defaults are those of SPEC 9. Periods and intervals are in seconds, sizes and positions in px unless their *_type says otherwise. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["widget"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        /** Replace a widget (If-Match: its ETag) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": components["schemas"]["widget"];
                };
            };
            responses: {
                /** @description A web widget configuration as the server answers GET /v1/web_widgets/code/{code} (SPEC 3.1, 4.6), and as it is imported. Defaults are those of SPEC 9. Periods and intervals are in seconds, sizes and positions in px unless their *_type says otherwise. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["widget"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                412: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
                /** @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17). */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["manage-account-error"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * ChatDetail
         * @description The chat of a feedback as the server answers GET /v1/feedbacks/{id}/chat?token= (SPEC 3.7, 4.7). Texts are already in the feedback's language. Lists are oldest first.
         */
        chat: {
            account?: components["schemas"]["chat-account"];
            /** @description Shown in place of the input while status is queued (SPEC 4.7). */
            chat_queue_body?: string | null;
            chat_rating_enabled?: components["schemas"]["chat-chatRatingEnabled"];
            chat_rating_setting?: components["schemas"]["chat-chatRatingSetting"];
            chat_ratings?: components["schemas"]["chat-chatRatings"];
            /**
             * Format: date-time
             * @description When the feedback was created.
             */
            created_at: string;
            /** @description The customer who gave the feedback, as far as known. Null: anonymous. */
            creator?: components["schemas"]["chat-creator"] | null;
            node: components["schemas"]["chat-chatNode"];
            /**
             * @description Hide the attachment button; the server also refuses attachments (SPEC 5).
             * @default false
             */
            prevent_upload?: boolean;
            /** @description The feedback's answers, shown above the conversation. */
            responses?: components["schemas"]["chat-response"][];
            status: components["schemas"]["chat-status"];
            timeline_items: components["schemas"]["chat-timelineItems"];
        };
        /**
         * ChatAccount
         * @description The provider organisation that owns the node; its name labels agent messages whose detail.user is null (sent by the system or a removed user).
         */
        "chat-account": {
            name: string;
        };
        /** ChatAttachment */
        "chat-attachment": {
            /** @description MIME type as sniffed by the server; customers may send images only (SPEC 5). */
            content_type: string;
            name?: string;
            /** Format: uri-reference */
            url: string;
        };
        /**
         * ChatNode
         * @description What the chat screen needs of the node: header and operating hours (SPEC 3.2 fields of the same names).
         */
        "chat-chatNode": {
            /** Format: uri-reference */
            logo_url?: string | null;
            name: string;
            /** @description Inside operating hours when the server answered (client-side isOperating). Outside them the input is replaced by the out-of-hours notice, re-checked every 60 s from operating_hours (SPEC 4.7). */
            operating: boolean;
            /**
             * @description Always operating; operating_hours is then ignored.
             * @default true
             */
            operating_24_7?: boolean;
            /** @description Read in time_zone; start inclusive, end exclusive (SPEC 9). */
            operating_hours?: components["schemas"]["common-operatingHoursEntry"][];
            /**
             * @description IANA time-zone name in which operating_hours are read.
             * @default UTC
             */
            time_zone?: string;
        };
        /**
         * ChatRating
         * @description A rating of the service; also the answer to POST /v1/feedbacks/{id}/chat_ratings.
         */
        "chat-chatRating": {
            /** Format: date-time */
            created_at: string;
            /**
             * @description 0 frown, 50 neutral, 100 smile (SPEC 3.7).
             * @enum {unknown}
             */
            rating: 0 | 50 | 100;
        };
        /**
         * @description Offer the rating prompt once the chat is closed or archived.
         * @default false
         */
        "chat-chatRatingEnabled": boolean;
        /** @description The customer's ratings, oldest first. The chat counts as rated when the last one is not older than the last customer message (SPEC 4.7). */
        "chat-chatRatings": components["schemas"]["chat-chatRating"][];
        /** ChatRatingSetting */
        "chat-chatRatingSetting": {
            /** @description The rating prompt. Null: the interface's default question. */
            body?: string | null;
        };
        /** TimelineComment */
        "chat-comment": {
            attachment?: components["schemas"]["chat-attachment"] | null;
            /** @description Plain text; links are auto-linked on display. Empty when only an attachment was sent. */
            body: string;
            /** Format: date-time */
            created_at: string;
        };
        /** ChatCreator */
        "chat-creator": {
            /**
             * Format: uri-reference
             * @description Address of the avatar image. Null: initials on avatar_color.
             */
            avatar?: string | null;
            avatar_color?: string | null;
            email?: string | null;
            name?: string | null;
            nickname?: string | null;
            phone_number?: string | null;
            surname?: string | null;
        };
        /**
         * ReplyCreated
         * @description The real-time reply_created event in room chat of a feedback (SPEC 7): the chat's state after a message, rating or status change. status and chat_ratings are current and replace the client's; timeline_items holds only the new message (none for a status or rating change), which a client merges into its timeline by id, confirming its optimistic message by client_id (SPEC 4.7). A client that was disconnected loads the chat detail once when it subscribes again, for the messages it missed (issue #21).
         */
        "chat-replyCreated": {
            chat_rating_enabled: components["schemas"]["chat-chatRatingEnabled"];
            chat_ratings: components["schemas"]["chat-chatRatings"];
            status: components["schemas"]["chat-status"];
            timeline_items: components["schemas"]["chat-timelineItems"];
        };
        /**
         * ChatResponse
         * @description One answer of the feedback as text.
         */
        "chat-response": {
            /** ChatResponseQuestion */
            question: {
                body: string;
                /** @description The question style (plugins/<style>). */
                style: string;
            };
            /** @description The answer as displayed: chosen option bodies joined, typed text, or a value. */
            response: string;
        };
        /**
         * ChatStatus
         * @description open: the customer may write and archive. queued: waiting for an agent; input disabled, chat_queue_body shown. closed or archived: input disabled, the rating prompt shown when rating is enabled (SPEC 4.7).
         * @enum {unknown}
         */
        "chat-status": "open" | "queued" | "closed" | "archived";
        /** TimelineCustomer */
        "chat-timelineCustomer": {
            name?: string | null;
        };
        /** TimelineItem */
        "chat-timelineItem": {
            /**
             * @description The only action so far: a message.
             * @enum {unknown}
             */
            action: "add_comment";
            /**
             * @description customer: the respondent's own message (shown on the right); other: an agent or the system (left).
             * @enum {unknown}
             */
            actor: "customer" | "other";
            /** @description The sender's own id for the message: the customer's optimistic copy is matched and a retried send is stored once. */
            client_id?: string | null;
            detail: components["schemas"]["chat-timelineItemDetail"];
            id: components["schemas"]["common-id"];
        };
        /** TimelineItemDetail */
        "chat-timelineItemDetail": {
            comment: components["schemas"]["chat-comment"];
            /** @description The customer, for actor customer; null or absent otherwise. */
            customer?: components["schemas"]["chat-timelineCustomer"] | null;
            /** @description The agent, for actor other; null or absent otherwise. */
            user?: components["schemas"]["chat-timelineUser"] | null;
        };
        /** @description The whole conversation, oldest first. */
        "chat-timelineItems": components["schemas"]["chat-timelineItem"][];
        /**
         * TimelineUser
         * @description An agent as shown beside their messages.
         */
        "chat-timelineUser": {
            /** Format: uri-reference */
            avatar?: string | null;
            avatar_color?: string | null;
            name?: string | null;
            surname?: string | null;
        };
        /**
         * Common
         * @description Definitions shared by the other Canvass schemas.
         */
        common: unknown;
        /**
         * Hhmm
         * @description A time of day as an HHMM number: 930 is 09:30, 2400 the end of the day.
         */
        "common-hhmm": number;
        /**
         * Id
         * @description An identifier: letters, digits, '-', '_', '.' or ':' (UUIDs qualify).
         */
        "common-id": string;
        /**
         * LanguageCode
         * @description An interface language code such as en, tr, zh-hans or fr-ca (SPEC 3.9); compared case-insensitively.
         */
        "common-languageCode": string;
        /**
         * LocalisedText
         * @description Text by language code, e.g. {"en": "Thank you", "tr": "Teşekkürler"}.
         */
        "common-localisedText": {
            [key: string]: string;
        };
        /** OperatingHoursEntry */
        "common-operatingHoursEntry": {
            end_hour: components["schemas"]["common-hhmm"];
            /** @enum {unknown} */
            period: "weekdays" | "saturday" | "sunday";
            start_hour: components["schemas"]["common-hhmm"];
        };
        /**
         * Theme
         * @description How the respondent screens look beyond the accent colour (issue #16): a system font stack (no web font is downloaded), corner radius, page background colour or image, card or full-bleed layout, and light or dark following the visitor. Every text colour the theme produces is kept at 4.5:1 against what it sits on (src/lib/theme.ts).
         */
        "common-theme": {
            /** @description Page background, #RRGGBB. In the dark scheme a light colour is darkened, keeping its hue. */
            background_color?: string | null;
            /**
             * Format: uri-reference
             * @description Page background image, covering the page under a veil of the background colour (85% or more) so text keeps 4.5:1 whatever the image holds. Browsers load it only from this server or an IMAGE_ORIGINS origin (img-src of the Content-Security-Policy).
             */
            background_image_url?: string | null;
            /**
             * @description auto follows the visitor's prefers-color-scheme.
             * @default light
             * @enum {unknown}
             */
            color_scheme?: "light" | "dark" | "auto";
            /**
             * @description A stack of fonts already on the visitor's device (after modernfontstacks.com), each ending in families with Arabic and Japanese glyphs: system_sans is the platform's interface font.
             * @default system_sans
             * @enum {unknown}
             */
            font_family?: "system_sans" | "system_serif" | "rounded" | "humanist" | "geometric" | "old_style" | "monospace";
            /**
             * @description card: the questions on a raised surface over the background; full_bleed: the questions directly on the background, edge to edge.
             * @default card
             * @enum {unknown}
             */
            layout?: "card" | "full_bleed";
            /** @description Corner radius of buttons, fields and options, px (the card uses twice it). In the widget it wins over `radius` for the controls; `radius` stays the frame's corner. */
            radius?: number;
        };
        /**
         * FeedbackPayload
         * @description The body of POST /v1/feedbacks (SPEC 3.5). A retried submit carries the same Idempotency-Key header and never makes a second feedback.
         */
        feedback: {
            /** Format: date-time */
            created_at: string;
            /** @default false */
            created_offline?: boolean;
            /** @description Base64 list of {question, answer} pairs from the host page (SPEC 4.6). */
            custom_attributes?: string;
            customer?: components["schemas"]["feedback-customer"];
            device_id?: string;
            /** @description Event-dispatch trigger events active at submit (e.g. PSN_REDIRECT_TO_STORE). */
            events?: string[];
            final_state_id?: components["schemas"]["common-id"];
            flow_id: components["schemas"]["common-id"];
            language_id?: number | null;
            node_id: components["schemas"]["common-id"];
            origin_url?: string | null;
            responses: components["schemas"]["feedback-responseItem"][];
            /** @description The page address's signature, sent back on submit to a node with use_signature_verify: the server checks it against signed_responses with the node's public key (issue #25 finding 5). */
            signature?: string;
            /** @description The exact `responses` text of the page address that the signature covers. */
            signed_responses?: string;
            time_spent_in_seconds?: number;
            user_id?: string | null;
        };
        /**
         * FeedbackCreated
         * @description The answer to a create (SPEC 3.5): the feedback id, its status, and for a completed feedback of a chat-style flow the chat token.
         */
        "feedback-createAnswer": {
            code?: number;
            /** @description Given by the save that creates an incomplete feedback: later saves continuing it (X-FID) send it as X-Continuation-Token. */
            continuation_token?: string;
            id: string;
            status: string;
            token?: string;
        };
        /**
         * FeedbackCustomer
         * @description Customer fields mapped from question styles (SPEC 3.3, 5).
         */
        "feedback-customer": {
            birth_year?: number;
            email?: string;
            external_id?: string;
            gender?: string;
            id?: string | null;
            name?: string;
            phone_number?: string;
            /** @description At most 32 levels deep (checked by the server, src/server/services/answer-limits.ts). */
            schema?: {
                [key: string]: unknown;
            };
        };
        /**
         * ResponseItem
         * @description One answer: option_id for a chosen option (one item per option), body for typed values. Matrix answers use the statement id as question_id.
         */
        "feedback-responseItem": {
            active_storage_blob_id?: string;
            body?: string | number | boolean | {
                [key: string]: unknown;
            };
            hidePersonalData?: boolean;
            option_id?: components["schemas"]["common-id"];
            question_id: components["schemas"]["common-id"];
            ranking?: number;
            /** @description A phone_verification answer: the code the respondent confirmed with POST /v1/customers/verify, checked again against its stored hash on submit. */
            verification_code?: string;
            /** @description A phone_verification answer: the verification the SMS code was sent under (POST /v1/customers/send_verification_token). The server accepts the number only when this verification was confirmed for it and this question. */
            verification_id?: string;
        };
        /**
         * Fixture
         * @description A flow with scripted answers and the results expected after each step; replayed by `npm run fixtures`.
         */
        fixture: {
            description?: string;
            /** @description The flow must be rejected, and each of these texts must appear in one of its error messages. Such a fixture has no steps. */
            expectFlowErrors?: string[];
            /** @description Subset of the feedback payload built at the end: every key given must match (arrays element by element, same length). */
            expectPayload?: {
                [key: string]: unknown;
            };
            /** @description The flow under test. Kept loose here so that a fixture can hold an invalid flow and expect its errors. */
            flow: {
                [key: string]: unknown;
            };
            name: string;
            setup?: components["schemas"]["fixture-setup"];
            steps?: components["schemas"]["fixture-step"][];
        };
        /** FixtureExpectation */
        "fixture-expectation": {
            /** @description By question id: the stored answer (null for empty). */
            answers?: {
                [key: string]: unknown;
            };
            autoMoveDue?: boolean;
            /** @description The step's move was refused. */
            blocked?: boolean;
            canProceed?: boolean;
            /** @description By question id: the validation message key, or null for none. */
            errors?: {
                [key: string]: string | null;
            };
            /** @description Host-page events due at submit, in order. */
            events?: string[];
            final?: boolean;
            /** @description The step's move was refused because the respondent is already on a final state. */
            finished?: boolean;
            /** @description Element ids that must be hidden. */
            hidden?: string[];
            language?: string;
            /** @description A partial feedback would be saved after this answer. */
            partialSave?: boolean;
            /** @description The message keys of why the step's move was refused, in order (e.g. validation.required). */
            reasons?: string[];
            /** @description Exactly the question ids marked hasRequiredError. */
            requiredErrors?: string[];
            /** @description Id of the current state. */
            state?: string;
            /** @description The step's move reached a final state that submits the feedback. */
            submit?: boolean;
            /** @description The step raises a system error with this message. */
            throws?: string;
            /** @description Element ids that must be visible. */
            visible?: string[];
            /** @description By question id: exactly the visible options, in order. */
            visibleOptions?: {
                [key: string]: string[];
            };
        };
        /** FixtureSetup */
        "fixture-setup": {
            /** @description Payload fields that come from outside the flow. */
            context?: {
                createdOffline?: boolean;
                customerId?: string;
                deviceId?: string;
                nodeId?: string;
                originUrl?: string;
                userId?: string;
            };
            /** @description The `lang` address parameter. */
            language?: string;
            nodeDefaultLanguageId?: number;
            /**
             * Format: date-time
             * @description The clock at load; steps may move it with `at`.
             */
            now?: string;
            /** @description Answers by question id or key given with the address (SPEC 2.1 `responses`). */
            preloadedResponses?: {
                [key: string]: unknown;
            };
            preview?: boolean;
            widgetLanguage?: string;
        };
        /** FixtureStep */
        "fixture-step": {
            answer?: {
                /** @description Question id. */
                question: string;
                /** @description The answer in the style's answer shape (see README). */
                value: unknown;
            };
            /**
             * Format: date-time
             * @description Set the clock before this step.
             */
            at?: string;
            /** @enum {unknown} */
            back?: true;
            expect?: components["schemas"]["fixture-expectation"];
            language?: string;
            /** @enum {unknown} */
            next?: "button" | "auto" | "submit";
        };
        /**
         * Flow
         * @description A survey flow as the server stores and serves it (SPEC 3.4): languages, states holding elements, transitions with rules, and triggers on questions.
         */
        flow: {
            /**
             * @description Save a partial feedback after each answer (SPEC 4.3).
             * @default false
             */
            allowSavingIncompleteSurvey?: boolean;
            creatorId?: string;
            /** @description Id of one of `languages`; used when neither the widget, the address nor the node names a language (SPEC 4.4). */
            defaultLanguageId?: number;
            id: components["schemas"]["common-id"];
            /**
             * Format: uri
             * @description Where the server's integration proxy forwards answers for questions with a bindingModel (SPEC 7, POST {proxy}/integration).
             */
            integrationUrl?: string;
            languages: components["schemas"]["flow-language"][];
            name?: string;
            /**
             * @description state: each state's elements on one screen. one_question: each visible question of a state on a screen of its own (Enter continues, letters choose options, digits choose scores), the engine's rules unchanged; after a state's last question the usual move to the next state happens.
             * @default state
             * @enum {unknown}
             */
            presentation?: "state" | "one_question";
            states: components["schemas"]["flow-state"][];
            transitions?: components["schemas"]["flow-transition"][];
            userId?: string;
            /** @description Set by the server on import; a new import of the same id makes a new version. */
            version?: number;
        };
        /**
         * FlowElement
         * @description One thing on a page. A question element carries `question`; labels, footers and buttons carry `body` (markdown for labels).
         */
        "flow-element": {
            body?: components["schemas"]["common-localisedText"];
            id: components["schemas"]["common-id"];
            /**
             * @description Visibility before any trigger applies; a trigger's target that starts hidden has false here.
             * @default true
             */
            isVisible?: boolean;
            /** @description Sort key within the state; elements without one keep their array position. */
            order?: number;
            question?: components["schemas"]["flow-question"];
            /**
             * @description On next_page or submit: optional questions must be answered too before moving on (SPEC 4.4).
             * @default false
             */
            requireAnswer?: boolean;
            triggers?: components["schemas"]["flow-trigger"][];
            /** @enum {unknown} */
            type: "question" | "next_page" | "label" | "submit" | "footer" | "button_link" | "gauge";
            /**
             * Format: uri
             * @description Target of a button_link.
             */
            url?: string;
        };
        /** FlowLanguage */
        "flow-language": {
            code: components["schemas"]["common-languageCode"];
            id: number;
            /** @description The language's own name, shown in the picker (e.g. Türkçe). */
            name?: string;
        };
        /**
         * RuleOperator
         * @description equals/not_equals/contains/not_contains compare text case-insensitively (numbers numerically); regex and its alias matches are case-insensitive.
         * @enum {unknown}
         */
        "flow-operator": "equals" | "not_equals" | "contains" | "not_contains" | "regex" | "matches";
        /** FlowOption */
        "flow-option": {
            body?: components["schemas"]["common-localisedText"];
            id: components["schemas"]["common-id"];
            /** @default true */
            isVisible?: boolean;
            key?: string;
            /** @description Numeric worth of the option (scores, ces). */
            value?: number;
        };
        /** FlowQuestion */
        "flow-question": {
            /** @description Name under which the integration proxy receives this answer (SPEC 7). */
            bindingModel?: string;
            body?: components["schemas"]["common-localisedText"];
            description?: components["schemas"]["common-localisedText"];
            extra?: components["schemas"]["flow-questionExtra"];
            /** @default false */
            hidePersonalData?: boolean;
            id: components["schemas"]["common-id"];
            /** @default false */
            isMultiSelect?: boolean;
            /** @default false */
            isRequired?: boolean;
            /** @description Stable name used by customer mapping, option triggers and dynamic requests. */
            key?: string;
            lowerlimit?: number;
            max?: number;
            maxResponseLength?: number;
            maxSelectionCount?: number;
            min?: number;
            minResponseLength?: number;
            minSelectionCount?: number;
            options?: components["schemas"]["flow-option"][];
            placeholder?: components["schemas"]["common-localisedText"];
            statements?: components["schemas"]["flow-statement"][];
            step?: number;
            /** @description A registered question style (plugins/<style>). */
            style: string;
            upperlimit?: number;
        };
        /**
         * QuestionExtra
         * @description Settings only some styles read.
         */
        "flow-questionExtra": {
            contract_text?: components["schemas"]["common-localisedText"];
            /** @description JSON Schema of the form a customer_schema question renders; answers go to customer.schema by key. */
            customer_schema?: {
                [key: string]: unknown;
            };
            /** @enum {unknown} */
            matrix_question_type?: "conjoint" | "maxdiff" | "others";
            max_label?: components["schemas"]["common-localisedText"];
            min_label?: components["schemas"]["common-localisedText"];
            randomize_options?: boolean;
            /**
             * Format: uri
             * @description Where a dynamic_request question's answer is sent to fill other questions.
             */
            request_url?: string;
            show_labels?: boolean;
        };
        /**
         * FlowRule
         * @description Without an operator the rule matches when any of optionIds is chosen (for statementId: in that matrix row).
         */
        "flow-rule": {
            elementId: components["schemas"]["common-id"];
            operator?: components["schemas"]["flow-operator"];
            optionIds?: components["schemas"]["common-id"][];
            statementId?: components["schemas"]["common-id"];
            value?: string | number | boolean;
        };
        /**
         * FlowState
         * @description A page of the flow. Style thank and chat are final states: reaching one submits the feedback.
         */
        "flow-state": {
            elements: components["schemas"]["flow-element"][];
            id: components["schemas"]["common-id"];
            isInitialState?: boolean;
            name?: string;
            nextStateId?: components["schemas"]["common-id"];
            /**
             * @default default
             * @enum {unknown}
             */
            style?: "default" | "thank" | "chat";
        };
        /**
         * FlowStatement
         * @description A row of a matrix question; its answer is sent with the statement id as question_id (SPEC 3.5).
         */
        "flow-statement": {
            body?: components["schemas"]["common-localisedText"];
            id: components["schemas"]["common-id"];
            key?: string;
            options?: components["schemas"]["flow-option"][];
        };
        /**
         * FlowTransition
         * @description Taken from fromStateId when every rule matches; the first matching transition wins (SPEC 4.4). No rules: always taken.
         */
        "flow-transition": {
            fromStateId: components["schemas"]["common-id"];
            rules?: components["schemas"]["flow-rule"][];
            toStateId: components["schemas"]["common-id"];
        };
        /**
         * FlowTrigger
         * @description Shows or hides elements or options, or raises host-page events, while the answer of the question it sits on matches (SPEC 3.4, 4.3).
         */
        "flow-trigger": {
            /** @enum {unknown} */
            action: "show" | "hide";
            /** @description controlType value: compared with the answer by ruleType. */
            answerValue?: string | number | boolean;
            /**
             * @default option
             * @enum {unknown}
             */
            controlType?: "option" | "value";
            id?: components["schemas"]["common-id"];
            /** @description controlType option: the key (or id) of the option whose choice activates the trigger. */
            key?: string;
            ruleType?: components["schemas"]["flow-operator"];
            /**
             * @default element
             * @enum {unknown}
             */
            scope?: "element" | "option" | "event-dispatch";
            targetEvents?: string[];
            targetIds?: components["schemas"]["common-id"][];
            targetOptionIds?: {
                optionKey: string;
                questionKey: string;
            }[];
        };
        /**
         * Accounts
         * @description Provider accounts, sessions, API tokens, invitations and the audit log (issue #17).
         */
        "manage-account": unknown;
        "manage-account-acceptInvitation": {
            display_name: components["schemas"]["manage-account-displayName"];
            password: components["schemas"]["manage-account-password"];
            token: components["schemas"]["manage-account-secret"];
        };
        "manage-account-auditEntry": {
            action: string;
            actor_id: string | null;
            actor_name: string;
            /** Format: date-time */
            at: string;
            detail: Record<string, never> | null;
            id: string;
            target_id: string;
            target_type: string;
        };
        "manage-account-auditPage": {
            entries: components["schemas"]["manage-account-auditEntry"][];
            next_cursor: string | null;
        };
        "manage-account-displayName": string;
        "manage-account-email": string;
        "manage-account-error": {
            code: number;
            /** @description 412 only: the current version of what the write was based on. */
            current?: unknown;
            error: string;
            message: string;
            problems?: unknown[];
        };
        "manage-account-invitation": {
            /** Format: date-time */
            accepted_at: string | null;
            /** Format: date-time */
            created_at: string;
            email: string;
            /** Format: date-time */
            expires_at: string;
            id: string;
            /** @description Whether the link was also emailed (SMTP took it); only in the answer that created it. */
            mailed?: boolean;
            role: components["schemas"]["manage-account-role"];
            /** @description The invitation link; only in the answer that created it. */
            url?: string;
        };
        "manage-account-invitationInput": {
            email: components["schemas"]["manage-account-email"];
            /** @default 72 */
            expires_in_hours?: number;
            language?: components["schemas"]["manage-account-mailLanguage"];
            role: components["schemas"]["manage-account-role"];
        };
        "manage-account-invitationList": components["schemas"]["manage-account-invitation"][];
        "manage-account-linkStatus": {
            email?: string;
            role?: components["schemas"]["manage-account-role"];
            valid: boolean;
        };
        /** @description One's own email notices: new chats (for those who may answer chats) and results digests per flow. */
        "manage-account-mailChoices": {
            digests: {
                flow_id: string;
                /** @enum {string} */
                frequency: "daily" | "weekly";
            }[];
            language: components["schemas"]["manage-account-mailLanguage"];
            new_chat_mail: boolean;
        };
        /**
         * @description The language of the emails (issue #20).
         * @enum {string}
         */
        "manage-account-mailLanguage": "en" | "tr" | "ar";
        /** @description At least 10 characters and not one of the commonest passwords. */
        "manage-account-password": string;
        "manage-account-passwordChange": {
            current_password: string;
            new_password: components["schemas"]["manage-account-password"];
        };
        /** @description The same answer whether or not an account has this email. */
        "manage-account-passwordResetAccepted": {
            /** @enum {unknown} */
            accepted: true;
        };
        "manage-account-passwordResetComplete": {
            password: components["schemas"]["manage-account-password"];
            token: components["schemas"]["manage-account-secret"];
        };
        "manage-account-passwordResetRequest": {
            email: components["schemas"]["manage-account-email"];
            language?: components["schemas"]["manage-account-mailLanguage"];
        };
        /**
         * @description owner: everything; editor: flows, nodes, widgets, results; agent: chats; viewer: reads results.
         * @enum {string}
         */
        "manage-account-role": "owner" | "editor" | "agent" | "viewer";
        "manage-account-secret": string;
        "manage-account-session": {
            /** @description Send in X-CSRF-Token with every state-changing call made with the session cookie. */
            csrf_token: string;
            user: components["schemas"]["manage-account-user"];
        };
        "manage-account-setup": {
            display_name: components["schemas"]["manage-account-displayName"];
            email: components["schemas"]["manage-account-email"];
            password: components["schemas"]["manage-account-password"];
            token: components["schemas"]["manage-account-secret"];
        };
        "manage-account-signIn": {
            email: string;
            password: string;
        };
        "manage-account-token": {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            expires_at: string | null;
            id: string;
            /** Format: date-time */
            last_used_at: string | null;
            name: string;
            role: components["schemas"]["manage-account-role"];
            /** @description The secret; only in the answer that created it, never again. */
            token?: string;
            user_id: string;
        };
        "manage-account-tokenInput": {
            /** Format: date-time */
            expires_at?: string;
            name: components["schemas"]["manage-account-displayName"];
            role: components["schemas"]["manage-account-role"];
        };
        "manage-account-tokenList": components["schemas"]["manage-account-token"][];
        "manage-account-user": {
            /** Format: date-time */
            created_at: string;
            display_name: string;
            email: string;
            id: string;
            /** @description Avatar initials of the display name. */
            initials: string;
            /** @description Raised by every change; send it back in If-Match. */
            revision: number;
            role: components["schemas"]["manage-account-role"];
        };
        "manage-account-userChange": {
            display_name?: components["schemas"]["manage-account-displayName"];
            role?: components["schemas"]["manage-account-role"];
        };
        "manage-account-userList": components["schemas"]["manage-account-user"][];
        /**
         * Flows, nodes and widgets in the management API
         * @description Envelopes around flow.schema.json, node.schema.json, widget.schema.json and fixture.schema.json (issues #17, #18).
         */
        "manage-content": unknown;
        "manage-content-archiveInput": {
            archived: boolean;
        };
        /** @description The flow's fixtures, each with the current draft as its flow: a file `npm run fixtures` runs. */
        "manage-content-fixtureExport": components["schemas"]["fixture"][];
        "manage-content-fixtureFailure": {
            fixture_id: string;
            name: string;
            problems: components["schemas"]["manage-content-fixtureProblem"][];
        };
        /** @description One unmet expectation of a fixture run against the draft. */
        "manage-content-fixtureProblem": {
            /** @description What the step did: answer, next, back, language. */
            action: string | null;
            /** @description What happened. */
            actual?: unknown;
            /** @description What was checked (state, answer of q-1, ...), when it is one thing. */
            check: string | null;
            /** @description What the fixture expected. */
            expected?: unknown;
            /** @description The line `npm run fixtures` prints for it. */
            message: string;
            /** @description 1-based index of the failing step; null for the flow itself or the final payload. */
            step: number | null;
        };
        "manage-content-fixtureResult": {
            passed: boolean;
            problems: components["schemas"]["manage-content-fixtureProblem"][];
        };
        /**
         * FlowFromTemplate
         * @description A new flow named `name`, a copy of a template's flow (GET /v1/manage/flow-templates) with its fixture attached, or a blank flow without `template`. The server chooses the id.
         */
        "manage-content-flowCreateFromTemplate": {
            name: string;
            /** @description A template's id. */
            template?: string;
        };
        /** @description A whole flow (flow.schema.json, as `canvass import` takes it), or a name with an optional template. */
        "manage-content-flowCreateInput": components["schemas"]["manage-content-flowCreateFromTemplate"] | components["schemas"]["flow"];
        "manage-content-flowDetail": {
            archived: boolean;
            draft: components["schemas"]["flow"];
            id: string;
            published_version: number | null;
            response_count: number;
            /** @description Send it back in If-Match to change the draft. */
            revision: number;
        };
        "manage-content-flowFixture": {
            /** Format: date-time */
            created_at: string;
            fixture: components["schemas"]["fixture"];
            id: string;
            name: string;
            result: components["schemas"]["manage-content-fixtureResult"];
            /** Format: date-time */
            updated_at: string;
        };
        "manage-content-flowFixtureList": components["schemas"]["manage-content-flowFixture"][];
        "manage-content-flowList": components["schemas"]["manage-content-flowSummary"][];
        "manage-content-flowSummary": {
            archived: boolean;
            id: string;
            name: string | null;
            /** @description The version respondents get; null before the first publish. */
            published_version: number | null;
            response_count: number;
            /** @description The draft's revision (its ETag). */
            revision: number;
            unpublished_changes: boolean;
            /** Format: date-time */
            updated_at: string;
        };
        "manage-content-flowTemplate": {
            description: string;
            id: string;
            /** @description In the language asked for (`lang`, else Accept-Language), English when there is no translation. */
            name: string;
            question_count: number;
        };
        "manage-content-flowTemplateList": components["schemas"]["manage-content-flowTemplate"][];
        "manage-content-flowVersion": {
            /** Format: date-time */
            created_at: string;
            version: number;
        };
        "manage-content-flowVersionList": components["schemas"]["manage-content-flowVersion"][];
        "manage-content-nodeList": components["schemas"]["node"][];
        /** @description 422, nothing was published. fixture_failed: a fixture of the flow fails against the draft (`failures`). settings_out_of_limits: a value is beyond its question plugin's own settings limits (`problems`). */
        "manage-content-publishRefused": ({
            failures?: components["schemas"]["manage-content-fixtureFailure"][];
            problems?: components["schemas"]["manage-content-settingsLimitRefusal"][];
        } & WithRequired<components["schemas"]["manage-account-error"], "code" | "error" | "message">) | unknown | unknown;
        "manage-content-publishResult": {
            revision: number;
            /** @description The version now live (unchanged when the draft equals it). */
            version: number;
        };
        /** @description A value a question plugin's settings schema refuses though flow.schema.json allows it (star's max of 20, where the star plugin takes 2 to 10). */
        "manage-content-settingsLimitRefusal": {
            /** @description The element's id. */
            element: string;
            /** @description The question's field: max, extra.min_label, options.1.key. */
            field: string;
            message: string;
            /** @description Where, as the flow's other problems say it: states[0].elements[1].question.max. */
            path: string;
            /** @description Where, as a JSON pointer (RFC 6901): /states/0/elements/1/question/max. */
            pointer: string;
            /** @description The state's id. */
            state: string;
        };
        "manage-content-widgetList": components["schemas"]["widget"][];
        /**
         * Feedbacks and chats in the management API
         * @description Stored feedbacks (the payload is what the respondent sent: feedback.schema.json) and their chats (issue #17).
         */
        "manage-results": unknown;
        "manage-results-chatDetail": {
            /** @description The conversation as the chat screens get it (chat.schema.json). */
            detail: Record<string, never>;
            feedback: components["schemas"]["manage-results-storedFeedback"];
        };
        "manage-results-chatList": components["schemas"]["manage-results-chatSummary"][];
        "manage-results-chatSummary": {
            /** Format: date-time */
            created_at: string;
            customer: {
                email: string | null;
                name: string | null;
            };
            feedback_id: string;
            last_message: {
                actor?: string;
                body?: string;
                /** Format: date-time */
                created_at?: string;
            } | null;
            node_id: string;
            /** @enum {string} */
            status: "open" | "queued" | "closed" | "archived";
        };
        "manage-results-deleted": {
            deleted: number;
        };
        "manage-results-feedbackPage": {
            items: components["schemas"]["manage-results-storedFeedback"][];
            /** @description Pass as cursor for the next page; null on the last. */
            next_cursor: string | null;
        };
        "manage-results-replyInput": {
            body: string;
            client_id?: string;
        };
        "manage-results-statusInput": {
            /** @enum {string} */
            status: "open" | "queued" | "closed";
        };
        "manage-results-statusResult": {
            status: string;
        };
        "manage-results-storedFeedback": {
            /** @enum {string|null} */
            chat_status: "open" | "queued" | "closed" | "archived" | null;
            completed: boolean;
            /** Format: date-time */
            created_at: string;
            files?: components["schemas"]["manage-summary-filesByQuestion"];
            flow_id: string;
            flow_version: number | null;
            id: string;
            node_id: string;
            /** @description The submitted feedback (feedback.schema.json). */
            payload: Record<string, never>;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description The stored reply as a timeline item (chat.schema.json). */
        "manage-results-timelineItem": Record<string, never>;
        /**
         * A flow's results: summary, responses table, file answers
         * @description The results screen of a flow (issue #19): headline figures, a card per question, drop-off and trend, counted from rollups kept with every feedback write; and the responses table's pages.
         */
        "manage-summary": unknown;
        "manage-summary-average": {
            answers: number;
            average: number;
            question_id: string;
        } | null;
        "manage-summary-bar": {
            count: components["schemas"]["manage-summary-count"];
            /** @description The option id, the scale value, the month (YYYY-MM) or true/false. */
            key: string;
            label: string;
        };
        "manage-summary-card": {
            answered: components["schemas"]["manage-summary-count"];
            average: number | null;
            bars: components["schemas"]["manage-summary-bar"][];
            /** @enum {string} */
            kind: "choice" | "checklist" | "scale" | "matrix" | "ranking" | "text" | "file" | "date" | "boolean" | "other";
            question_id: string;
            ranking?: {
                answered: components["schemas"]["manage-summary-count"];
                average_rank: number | null;
                label: string;
                option_id: string;
            }[];
            state_id: string;
            statements?: {
                answered: components["schemas"]["manage-summary-count"];
                bars: components["schemas"]["manage-summary-bar"][];
                id: string;
                label: string;
            }[];
            style: string;
            title: string;
        };
        /** @description What the filters can pick for this flow: its published versions (newest first), the nodes that show it (as their flow or their flow outside operating hours), and the languages of the version shown. */
        "manage-summary-choices": {
            languages: {
                code: string;
                id: number;
                name?: string;
            }[];
            nodes: {
                id: string;
                name: string;
            }[];
            versions: number[];
        };
        "manage-summary-count": number;
        "manage-summary-fileAnswer": {
            /** Format: date-time */
            created_at: string;
            feedback_id: string;
            files: components["schemas"]["manage-summary-fileView"][];
        };
        "manage-summary-fileAnswerPage": {
            items: components["schemas"]["manage-summary-fileAnswer"][];
            next_cursor: string | null;
        };
        /** @description By question id, the files the answers name that this server stores (answers hidden as personal data left out); the console shows these instead of the raw /uploads/ text. */
        "manage-summary-filesByQuestion": {
            [key: string]: components["schemas"]["manage-summary-fileView"][];
        };
        "manage-summary-fileView": {
            /** @description The name the respondent's file had (metadata, shown as text only). */
            name: string;
            /** @description Bytes; null for a file this server does not store. */
            size: number | null;
            /** @description The type read from the file's bytes on upload, else guessed from its URL. */
            type: string;
            /** @description Where the console fetches it (GET /v1/manage/feedbacks/{id}/files/{name}, for those who may read the feedback); null for a file this server does not store. */
            url: string | null;
        };
        "manage-summary-headline": {
            ces: components["schemas"]["manage-summary-average"];
            completed: components["schemas"]["manage-summary-count"];
            /** @description completed / feedbacks, 0 to 1. */
            completion_rate: number | null;
            /** @description The first 1-5 star or five-option custom scale: percent of answers in its top two points. */
            csat: {
                answers: number;
                percent: number;
                question_id: string;
                satisfied: number;
            } | null;
            feedbacks: components["schemas"]["manage-summary-count"];
            /** @description Median time to complete, from the completed feedbacks' time_spent_in_seconds. */
            median_seconds: number | null;
            /** @description The first 0-10 score question: promoters (9-10) minus detractors (0-6), in percent of its answers. */
            nps: {
                answers: number;
                detractors: number;
                passives: number;
                promoters: number;
                question_id: string;
                score: number;
            } | null;
            stars: components["schemas"]["manage-summary-average"];
        };
        "manage-summary-responsePage": {
            columns: {
                id: string;
                title: string;
            }[];
            items: components["schemas"]["manage-summary-responseRow"][];
            next_cursor: string | null;
        };
        "manage-summary-responseRow": {
            /** @description By question (or matrix statement) id, as text: option labels, values, (hidden) for personal data. */
            answers: {
                [key: string]: string;
            };
            /** @enum {string} */
            channel: "widget" | "hosted";
            chat_status: string | null;
            completed: boolean;
            /** Format: date-time */
            created_at: string;
            /** @description The customer's name or email, if the flow asked. */
            customer: string | null;
            files?: components["schemas"]["manage-summary-filesByQuestion"];
            flow_version: number | null;
            id: string;
            language_id: number | null;
            node_id: string;
        };
        "manage-summary-summary": {
            cards: components["schemas"]["manage-summary-card"][];
            choices?: components["schemas"]["manage-summary-choices"];
            /** @description Partial feedbacks by the state of the last question they answered (state_id null: none answered), then completed ones by the final state reached. */
            drop_off: {
                count: components["schemas"]["manage-summary-count"];
                final: boolean;
                name: string;
                state_id: string | null;
            }[];
            flow_id: string;
            headline: components["schemas"]["manage-summary-headline"];
            /**
             * @description rollups: counted from the kept counts; feedbacks: an answer filter made it read the feedbacks.
             * @enum {string}
             */
            source: "rollups" | "feedbacks";
            trend: {
                completed: components["schemas"]["manage-summary-count"];
                feedbacks: components["schemas"]["manage-summary-count"];
                /** @description The UTC day, or the Monday of the week. */
                period: string;
                score: number | null;
            }[];
            /** @enum {string|null} */
            trend_score: "nps" | "csat" | "ces" | "stars" | null;
            /** @description The version whose questions the cards show; null: the draft's. */
            version: number | null;
        };
        /**
         * Webhooks
         * @description Webhook endpoints, their deliveries and the events they carry (issue #20). Requests are signed as the Standard Webhooks specification says.
         */
        "manage-webhooks": unknown;
        "manage-webhooks-attempt": {
            /** Format: date-time */
            at: string;
            duration_ms: number;
            error: string | null;
            /** @description The first 1,000 characters of the answer. */
            response_snippet: string | null;
            status_code: number | null;
        };
        "manage-webhooks-attemptList": components["schemas"]["manage-webhooks-attempt"][];
        "manage-webhooks-delivery": {
            attempts: number;
            /** Format: date-time */
            created_at: string;
            /** @description The webhook-id header: the same on every attempt and redelivery. */
            event_id: string;
            event_type: components["schemas"]["manage-webhooks-eventType"];
            id: string;
            last_attempt: components["schemas"]["manage-webhooks-attempt"] | null;
            /** Format: date-time */
            next_attempt_at: string | null;
            /** @enum {string} */
            status: "pending" | "delivered" | "failed";
        };
        "manage-webhooks-deliveryPage": {
            deliveries: components["schemas"]["manage-webhooks-delivery"][];
            next_cursor: string | null;
        };
        "manage-webhooks-endpoint": {
            /** Format: date-time */
            created_at: string;
            description: string;
            /**
             * @description failing: the server disabled it after its deliveries failed for 3 days.
             * @enum {string|null}
             */
            disabled_reason: "failing" | null;
            enabled: boolean;
            events: components["schemas"]["manage-webhooks-eventType"][];
            /**
             * Format: date-time
             * @description The first failed attempt of the current run of failures.
             */
            failing_since: string | null;
            id: string;
            /** @description Raised by every change; send it back in If-Match. */
            revision: number;
            /** @description The signing secret (whsec_...): only in the answer that created or rotated it. */
            secret?: string;
            /** Format: date-time */
            updated_at: string;
            url: string;
        };
        "manage-webhooks-endpointChange": {
            description?: string;
            /** @description true enables again an endpoint the server disabled after 3 days of failures. */
            enabled?: boolean;
            events?: components["schemas"]["manage-webhooks-eventType"][];
            url?: components["schemas"]["manage-webhooks-url"];
        };
        /** Webhook endpoint */
        "manage-webhooks-endpointInput": {
            /**
             * Description
             * @default
             */
            description?: string;
            /**
             * Enabled
             * @default true
             */
            enabled?: boolean;
            /** Events */
            events: components["schemas"]["manage-webhooks-eventType"][];
            url: components["schemas"]["manage-webhooks-url"];
        };
        "manage-webhooks-endpointList": components["schemas"]["manage-webhooks-endpoint"][];
        /**
         * @description feedback.created: a feedback first stored while partial; feedback.completed: a feedback completed (at once or by a later save); chat.opened: a completed feedback opened its chat; chat.message.created: a customer's or an agent's message; chat.status.changed: a chat's status changed; chat.rated: the customer rated a chat.
         * @enum {string}
         */
        "manage-webhooks-eventType": "feedback.created" | "feedback.completed" | "chat.opened" | "chat.message.created" | "chat.status.changed" | "chat.rated";
        /** @description An http or https address; private, loopback and link-local addresses are refused when called unless WEBHOOK_ALLOW_PRIVATE is true. */
        "manage-webhooks-url": string;
        /**
         * The agent workspace
         * @description The agent console's inbox, assignment, availability, private notes, canned responses and reports (issue #22). Notes are for agents only: no customer route or socket carries them.
         */
        "manage-workspace": unknown;
        "manage-workspace-agent": {
            availability: components["schemas"]["manage-workspace-availability"];
            /** @description Has the agent console open now. */
            connected: boolean;
            display_name: string;
            id: string;
            initials: string;
        };
        "manage-workspace-agentList": components["schemas"]["manage-workspace-agent"][];
        "manage-workspace-agentRatings": {
            /** @description The rated chat's assignee; null: chats no one has. */
            agent: components["schemas"]["manage-workspace-agentRef"] | null;
            ratings: components["schemas"]["manage-workspace-ratingCounts"];
        };
        "manage-workspace-agentRef": {
            display_name: string;
            id: string;
        };
        "manage-workspace-assigned": {
            assignee: components["schemas"]["manage-workspace-agentRef"] | null;
        };
        "manage-workspace-assignInput": {
            /** @description The agent to assign; null unassigns. */
            user_id: string | null;
        };
        /** @enum {string} */
        "manage-workspace-availability": "online" | "away";
        "manage-workspace-availabilityInput": {
            availability: components["schemas"]["manage-workspace-availability"];
        };
        "manage-workspace-cannedInput": {
            body: string;
            /** @description Typed after a slash in the composer: /thanks. */
            shortcut: string;
        };
        "manage-workspace-cannedList": components["schemas"]["manage-workspace-cannedResponse"][];
        "manage-workspace-cannedResponse": {
            body: string;
            id: string;
            shortcut: string;
            /** Format: date-time */
            updated_at: string;
        };
        "manage-workspace-chatContext": {
            assignee: components["schemas"]["manage-workspace-agentRef"] | null;
            flow_name: string;
            notes: components["schemas"]["manage-workspace-note"][];
            /** @description The same customer's other feedbacks and chats (same external id, else same email), newest first. */
            related: components["schemas"]["manage-workspace-relatedFeedback"][];
            title: string;
        };
        "manage-workspace-inboxItem": {
            /**
             * Format: date-time
             * @description The last message, or the chat's start before it has one: the list's order.
             */
            activity_at: string;
            assignee: components["schemas"]["manage-workspace-agentRef"] | null;
            /** Format: date-time */
            created_at: string;
            customer: {
                email: string | null;
                name: string | null;
            };
            feedback_id: string;
            last_message: {
                /** @enum {string} */
                actor: "customer" | "agent";
                body: string;
                /** Format: date-time */
                created_at: string;
            } | null;
            node_id: string;
            status: components["schemas"]["manage-workspace-status"];
            /** @description The customer's name or email; without either, the flow's name and the first answer. */
            title: string;
            /** @description The customer's messages the calling agent has not read. */
            unread: number;
        };
        "manage-workspace-inboxPage": {
            items: components["schemas"]["manage-workspace-inboxItem"][];
            /** @description Pass as cursor for the next page; null on the last one. */
            next_cursor: string | null;
            /** @description Open or queued chats, the caller's or no one's, with a customer message the caller has not read. */
            unread_chats: number;
        };
        "manage-workspace-note": {
            author: {
                id: string | null;
                name: string;
            };
            body: string;
            /** Format: date-time */
            created_at: string;
            id: string;
        };
        "manage-workspace-noteInput": {
            body: string;
        };
        /** @description Ratings respondents gave: smile (100), neutral (50), frown (0). */
        "manage-workspace-ratingCounts": {
            bad: number;
            good: number;
            neutral: number;
        };
        "manage-workspace-read": {
            unread_chats: number;
        };
        "manage-workspace-relatedFeedback": {
            chat_status: components["schemas"]["manage-workspace-status"] | null;
            /** Format: date-time */
            created_at: string;
            feedback_id: string;
            first_answer: string | null;
            flow_name: string;
        };
        "manage-workspace-removed": {
            removed: boolean;
        };
        /** @description The workspace's reports for the whole days from..to in the caller's time zone (issue #22). */
        "manage-workspace-report": {
            /** @description Ratings given in the period by agent, most ratings first. */
            agents: components["schemas"]["manage-workspace-agentRatings"][];
            /** @description Every day of the period, oldest first, days without chats included. */
            days: components["schemas"]["manage-workspace-reportDay"][];
            /** Format: date */
            from: string;
            ratings: components["schemas"]["manage-workspace-ratingCounts"];
            /** Format: date */
            to: string;
            totals: components["schemas"]["manage-workspace-reportFigures"];
            /** @description Minutes the caller's time zone is ahead of UTC. */
            utc_offset: number;
        };
        /** @description One day's figures, as reportFigures: chats and first responses by the day chats started, resolutions by the day of the close. */
        "manage-workspace-reportDay": {
            chats: number;
            /**
             * Format: date
             * @description The day in the caller's time zone (utc_offset).
             */
            date: string;
            first_response_seconds: number | null;
            first_responses: number;
            resolution_seconds: number | null;
            resolved: number;
        };
        /** @description A period's chats: how many started, how soon an agent first answered, how many were resolved and how long that took. Times are averages in seconds, null without any. */
        "manage-workspace-reportFigures": {
            /** @description Chats that started in the period. */
            chats: number;
            /** @description Average time from a chat's start to its first agent reply. */
            first_response_seconds: number | null;
            /** @description Of those, the chats an agent has answered. */
            first_responses: number;
            /** @description Average time from a chat's start to that close. */
            resolution_seconds: number | null;
            /** @description Chats an agent closed in the period that are still closed (or archived by the customer since). */
            resolved: number;
        };
        /** @enum {string} */
        "manage-workspace-status": "open" | "queued" | "closed" | "archived";
        /**
         * NodeConfig
         * @description A node (channel) configuration as the server answers GET /v1/nodes/{id} (SPEC 3.2, 4.2), with the node's active flow id and the flow to show now embedded. Client-only additions (preventMultipleFeedbackMessage, the fetched stylesheet text, the customer) are not part of it.
         */
        node: {
            /**
             * Format: date-time
             * @description The channel stops collecting feedback at this instant (exclusive). Null: never. Outside the activation window the answer has no `flow` and the client shows activation_expired_message.
             */
            activation_end_date?: string | null;
            /** @description Shown instead of a flow outside the activation window or while status is passive. */
            activation_expired_message?: components["schemas"]["common-localisedText"];
            /**
             * Format: date-time
             * @description The channel collects feedback from this instant (inclusive). Null: from always.
             */
            activation_start_date?: string | null;
            /**
             * @description Show the 'powered by Canvass' badge and the thank-you image (SPEC 1).
             * @default true
             */
            canvass_branding?: boolean;
            channel_quota?: components["schemas"]["node-channelQuota"];
            /** @description ISO 3166-1 alpha-2 country of the channel (e.g. TR); the default region for phone-number questions. */
            country_code?: string | null;
            /**
             * Format: uri-reference
             * @description Custom stylesheet for the flow screens; when set, the client fetches its text at node load and injects it (SPEC 4.2).
             */
            css_url_react?: string | null;
            /** @description Id of one of the flow's languages; third in the language choice after the widget language and the `lang` address parameter (SPEC 4.4). Ignored when the flow has no such language. */
            default_language_id?: number | null;
            /**
             * Format: uri-reference
             * @description Page icon for the full-page flow (/feedback).
             */
            favicon_url?: string | null;
            /** @description The flow to show now: the active one, or non_operating_hours_flow_id's while not operating. Absent when nothing is to be shown (no active flow, status passive, outside the activation window). Feedbacks carry this flow's id, which may differ from flow_id. */
            flow?: components["schemas"]["flow"];
            /** @description The node's active flow. Null: none assigned, nothing to show. */
            flow_id?: components["schemas"]["common-id"] | null;
            id: components["schemas"]["common-id"];
            /** @description After this many seconds without an answer or move, the flow resets to its initial state and drops its answers (kiosk use; SPEC 4.1 'reset idle time-out'). Null or absent: never. */
            idle_reset_timeout_in_seconds?: number | null;
            /**
             * Format: uri-reference
             * @description Logo shown in the flow and widget header: an absolute http(s) address or a path on the Canvass server.
             */
            logo_url?: string | null;
            /** @description Seconds after the first display (firstNow) from which the channel may be shown again. Null or absent with prevent_multiple_feedback: never again on that device. */
            multiple_feedback_delay_period?: number | null;
            name: string;
            /** @description Flow shown instead of the active flow while the node is not operating. Null: the active flow is shown at all hours. */
            non_operating_hours_flow_id?: components["schemas"]["common-id"] | null;
            /** @description Whether the node was inside its operating hours when the server answered (operating_24_7, or an operating_hours entry covering now in time_zone). Clients re-check from operating_hours themselves (SPEC 4.7). */
            operating?: boolean;
            /**
             * @description Always operating; operating_hours is then ignored.
             * @default true
             */
            operating_24_7?: boolean;
            /** @description When not operating_24_7: the node operates while any entry covers the current time in time_zone (start inclusive, end exclusive; saturday and sunday use their own entries, other days the weekdays ones; SPEC 9). Several entries per period make split shifts. Empty: never operating. */
            operating_hours?: components["schemas"]["common-operatingHoursEntry"][];
            /**
             * @description Show the repeat-feedback message instead of the flow on a device that was shown this channel before, until multiple_feedback_delay_period has passed since its first display (SPEC 4.2).
             * @default false
             */
            prevent_multiple_feedback?: boolean;
            /** @description Accent colour of the flow screens, #RRGGBB. */
            primary_color?: string | null;
            /** @description PEM-encoded public key (SPKI) for use_signature_verify. Public by nature, so it may be answered to browsers. */
            public_key?: string | null;
            /** @description Set by the server on each answer: the result of checking the request's `signature`; null when use_signature_verify is off or no signature was given. False makes the client show 'Invalid Signature!' (SPEC 5) instead of the flow. */
            signature_valid?: boolean | null;
            /**
             * @description active: the channel collects feedback. passive: the channel is paused: the answer has no `flow`, the client shows activation_expired_message, and the server refuses feedbacks for it.
             * @default active
             * @enum {unknown}
             */
            status?: "active" | "passive";
            /** @description How long the thank-you state stays before the flow starts again from its initial state. Null or absent: it stays. */
            thank_you_duration_in_seconds?: number | null;
            /** @description Font, radius, background, layout and colour scheme of the hosted flow page. */
            theme?: components["schemas"]["common-theme"];
            /**
             * @description IANA time-zone name in which operating_hours are read.
             * @default UTC
             * @example Europe/Istanbul
             * @example America/Argentina/Buenos_Aires
             * @example UTC
             */
            time_zone?: string;
            /**
             * @description The kind of channel: web for a site widget, link for a shared address, and so on. A link channel keeps its own prevent-multiple-feedback record (SPEC 4.4).
             * @example web
             * @example link
             * @example kiosk
             * @example sms
             * @example whatsapp
             * @example email
             */
            type?: string;
            /**
             * @description Offer the unsubscribe action (SMS, WhatsApp and push-notification unsubscribe flows, SPEC 4.1) on this channel.
             * @default false
             */
            unsubscribe_visible?: boolean;
            /**
             * @description The host gives a `signature` address parameter (SPEC 2.1) which the server verifies with public_key over the `responses` parameter exactly as given, so that preloaded answers can be trusted.
             * @default false
             */
            use_signature_verify?: boolean;
        };
        /**
         * ChannelQuota
         * @description A limit on the channel's use (client-side channelQuota {isActive, type}, SPEC 3.2). With an active quota of action_kind submit, a submitted-quota event fires after each submit (SPEC 4.4).
         */
        "node-channelQuota": {
            /**
             * @description The action the quota counts.
             * @example submit
             */
            action_kind: string;
            active: boolean;
        };
        /**
         * WidgetConfig
         * @description A web widget configuration as the server answers GET /v1/web_widgets/code/{code} (SPEC 3.1, 4.6), and as it is imported. Defaults are those of SPEC 9. Periods and intervals are in seconds, sizes and positions in px unless their *_type says otherwise.
         */
        widget: {
            /**
             * @description Show the 'powered by Canvass' badge in the widget footer (SPEC 2.4).
             * @default true
             */
            canvass_branding?: boolean;
            /** @description The code the host page embeds: PSN- plus 7 characters (SPEC 5). Any other code loads nothing. */
            code: string;
            /**
             * @description The widget language: first in the flow's language choice (SPEC 4.4). Compared case-insensitively with the flow's language codes.
             * @default EN
             */
            default_language_code?: components["schemas"]["common-languageCode"];
            /** @description Seconds after page load at which a loaded, closed widget opens by itself when its display-once and multiple-feedback periods have expired (SPEC 4.6). Null or absent: no auto-open. */
            display_interval?: number | null;
            /**
             * @description Open on exit intent: the pointer leaves through the top edge, under 50 px from the top and at least 50 px from the right, not from an input, select or fieldset (SPEC 4.6).
             * @default false
             */
            display_on_exit?: boolean;
            /**
             * @description Open on this device only if it was never displayed or display_once_delay_period has passed since its first display; otherwise only a 'displayed before' message is posted (SPEC 4.6).
             * @default false
             */
            display_once?: boolean;
            /** @description Seconds after the first display from which a display_once widget may open again. Null or absent: never again. */
            display_once_delay_period?: number | null;
            /** @description Host names the widget may run on: the page host must equal one or be a subdomain of one (end with '.' plus it; a bare suffix match would let evil-example.com pass for example.com). Canvass's own host always passes. Empty or absent: any host (SPEC 5). Non-empty also turns on host-page messages carrying channel_id and channel_name (SPEC 7). */
            enabled_domains?: string[];
            /**
             * @description False: the widget hides on a mobile user agent (SPEC 4.6).
             * @default true
             */
            enabled_on_mobile?: boolean;
            /** @description JavaScript regular expressions; when non-empty the widget shows only on pages whose full address matches one of them, case-insensitively (SPEC 4.6). Empty or absent: every page. */
            enabled_urls?: string[];
            /**
             * @description Text colour on primary_color surfaces (button, header), #RRGGBB.
             * @default #FFFFFF
             */
            font_color?: string;
            /**
             * @description On a mobile user agent, the open frame fills the screen.
             * @default false
             */
            full_page_on_mobile?: boolean;
            /**
             * @description Hide the floating button only: the widget still opens by display_interval, display_on_exit or a host-page call.
             * @default false
             */
            hide_widget?: boolean;
            /** @description The widget's identity-verification secret (SECURITY.md): the provider's backend signs a customer's external_id (or user_id) with HMAC-SHA256 under it and the host page passes the hex digest as CanvassSettings.customer.identity_hash. Generated at import when missing, kept across re-imports that leave it out; never included in an answer. */
            identity_secret?: string;
            /**
             * @description False: the widget is hidden (and closed) regardless of the periods (SPEC 4.6).
             * @default true
             */
            is_visible?: boolean;
            /**
             * @description Distance of the button and frame from the window edges, px, where no widget_*_position is set.
             * @default 20
             */
            margin?: number;
            /**
             * @description How matrix questions draw in the widget: table puts statements in rows and options in columns; list stacks each statement above its own options, for narrow frames.
             * @default table
             * @enum {unknown}
             */
            matrix_question_view_type?: "table" | "list";
            /**
             * @description The button is a side tab with modal_toggle_text, the frame opens over an overlay that closes it on click, and the page body is scroll-locked while open (SPEC 2.4, 4.6).
             * @default false
             */
            modal_mode?: boolean;
            /** @description Side-tab label in modal mode, by language code; 'Feedback' when missing for the language. */
            modal_toggle_text?: components["schemas"]["common-localisedText"];
            /** @description Seconds after the first display from which the widget shows again. Null or absent with prevent_multiple_feedback: never again on that device. */
            multiple_feedback_delay_period?: number | null;
            /** @description The node (channel) whose flow the widget shows. */
            node_id: components["schemas"]["common-id"];
            /**
             * Format: uri-reference
             * @description The node's logo for the widget header, copied from the node so the header draws before the node loads.
             */
            node_logo_url?: string | null;
            /** @description Text on the floating button in plain mode, by language code; without it the button shows an icon. */
            popover_text?: components["schemas"]["common-localisedText"];
            /** @description Height of the popover-text button, px. Null: fits the text. */
            popover_text_height?: number | null;
            /**
             * @description Write popover_text top to bottom (a button on the page edge).
             * @default false
             */
            popover_text_vertical?: boolean;
            /** @description Width of the popover-text button, px. Null: fits the text. */
            popover_text_width?: number | null;
            /**
             * @description Hide the widget on a device that was shown it before, until multiple_feedback_delay_period has passed since its first display.
             * @default false
             */
            prevent_multiple_feedback?: boolean;
            /**
             * @description Button and header colour, #RRGGBB.
             * @default #20B8F7
             */
            primary_color?: string;
            /**
             * @description Corner radius of the frame, px.
             * @default 0
             */
            radius?: number;
            /**
             * @description Hover and accent colour, #RRGGBB.
             * @default #20B8F7
             */
            secondary_color?: string;
            /**
             * @description The host page must give a security token; the server answers the configuration only when it equals security_token.
             * @default false
             */
            secure_mode?: boolean;
            /** @description The stored secret for secure_mode. Write-only: accepted on import, compared with the token the page gives (in constant time), and never included in an answer. */
            security_token?: string;
            /**
             * @description Diameter of the floating button, px.
             * @default 60
             */
            size?: number;
            /** @description Font, radius, background, layout and colour scheme of the widget frame. */
            theme?: components["schemas"]["common-theme"];
            web_channel?: components["schemas"]["widget-webChannel"];
            /** @description Distance of the button from the window's right edge, in widget_right_position_type units. Null or absent: margin. */
            widget_right_position?: number | null;
            /**
             * @description percent: of the window width.
             * @default px
             * @enum {unknown}
             */
            widget_right_position_type?: "px" | "percent";
            /** @description Distance of the button from the window top, in widget_top_position_type units. Null or absent: the button sits at the bottom, margin from the edge. */
            widget_top_position?: number | null;
            /**
             * @description percent: of the window height.
             * @default px
             * @enum {unknown}
             */
            widget_top_position_type?: "px" | "percent";
            /** @description Frame width in width_type units (percent of the window for rate, at most 100). Null or absent: 355 px, or 30 percent for rate (SPEC 9). */
            width?: number | null;
            /**
             * @description rate: width is a percentage of the window width; px: pixels.
             * @default px
             * @enum {unknown}
             */
            width_type?: "rate" | "px";
        };
        /**
         * WebChannel
         * @description The channel the widget belongs to; its id and name go into host-page messages as channel_id and channel_name (SPEC 7).
         */
        "widget-webChannel": {
            id: components["schemas"]["common-id"];
            name: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
export type operations = Record<string, never>;
