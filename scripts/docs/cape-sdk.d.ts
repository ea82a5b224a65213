// Type declarations for the Cape packages the documentation describes. The docs
// tests compile every TypeScript and TSX code block against this file, so a
// sample that uses a name the docs do not document, or sends a field the API
// does not take, fails the test.
//
// The API's types are not written here: `@cape/openapi` is generated from
// static/openapi.yaml by openapi-typescript when the tests run
// (scripts/docs/snippets.mjs). Each SDK method is one operation of that
// document, named by its `x-cape-sdk-method`, and the React component's
// props are the options and events of src/data/chatmodal.ts;
// tests/docs/samples.test.mjs checks both lists agree.
//
// The file is deliberately a script (no top-level import or export): in a
// module file, `declare module '@cape/sdk'` would be an augmentation of a
// package that does not exist. The browser global is therefore declared in a
// `global` block nested in the '@cape/chatmodal-react' module declaration,
// which TypeScript treats as a module.

declare module '@cape/sdk' {
  import type {components} from '@cape/openapi';

  type Schemas = components['schemas'];

  export type CapeErrorCode = Schemas['ErrorCode'];
  export type RateLimitName = Schemas['RateLimitName'];
  export type Workspace = Schemas['Workspace'];
  export type Source = Schemas['Source'];
  export type CrawlerConfig = Schemas['CrawlerConfig'];
  export type ExtractorConfig = Schemas['ExtractorConfig'];
  export type CreateSourceParams = Schemas['CreateSourceRequest'];
  export type UpdateSourceParams = Schemas['UpdateSourceRequest'];
  export type Crawl = Schemas['Crawl'];
  export type CrawlStatus = Schemas['CrawlStatus'];
  export type UrlOutcome = Schemas['UrlOutcome'];
  export type CrawlUrl = Schemas['CrawlUrl'];
  export type DocumentRecord = Schemas['Document'];
  export type Assistant = Schemas['Assistant'];
  export type AssistantProfile = Schemas['AssistantProfile'];
  export type CreateAssistantParams = Schemas['CreateAssistantRequest'];
  export type UpdateAssistantParams = Schemas['UpdateAssistantRequest'];
  export type Answer = Schemas['Answer'];
  export type Citation = Schemas['Citation'];
  export type Conversation = Schemas['Conversation'];
  export type Rating = Schemas['Rating'];
  export type VisitorToken = Schemas['VisitorToken'];
  export type CreateVisitorTokenParams = Schemas['CreateVisitorTokenRequest'];
  /** The JSON body of a webhook delivery. */
  export type WebhookEvent = Schemas['CrawlEvent'] | Schemas['HandoffEvent'];

  /** Thrown by every SDK method when the API answers with an error. */
  export class CapeError extends Error {
    readonly code: CapeErrorCode;
    readonly status: number;
    /** The `Cape-Request-Id`, to quote to support. */
    readonly requestId: string;
    /** Seconds from the `Retry-After` header, or `null` when it was not sent. */
    readonly retryAfter: number | null;
    /** For `rate_limited`, which limit was reached; `null` for other codes. */
    readonly limit: RateLimitName | null;
  }

  export interface CapeOptions {
    /** A secret key on a server, a publishable key in a browser. Defaults to `process.env.CAPE_SECRET_KEY`. */
    apiKey?: string;
    /** Retries after a retryable error or a network failure. Defaults to 2. */
    maxRetries?: number;
    /** Milliseconds one attempt may take. Defaults to 60000. */
    timeout?: number;
  }

  export interface RequestOptions {
    /** Sent as `Idempotency-Key`; the SDK makes one for every `POST` otherwise. */
    idempotencyKey?: string;
  }

  export interface ListParams {
    limit?: number;
    cursor?: string;
  }

  export interface Page<T> {
    data: T[];
    nextCursor: string | null;
  }

  export interface WorkspaceResource {
    get(): Promise<Workspace>;
  }

  export interface SourcesResource {
    list(params?: ListParams): Promise<Page<Source>>;
    create(
      params: CreateSourceParams,
      options?: RequestOptions,
    ): Promise<Source>;
    get(sourceId: string): Promise<Source>;
    update(sourceId: string, params: UpdateSourceParams): Promise<Source>;
    delete(sourceId: string): Promise<void>;
  }

  export interface CrawlsResource {
    list(sourceId: string, params?: ListParams): Promise<Page<Crawl>>;
    start(
      sourceId: string,
      params?: Schemas['StartCrawlRequest'],
      options?: RequestOptions,
    ): Promise<Crawl>;
    get(crawlId: string): Promise<Crawl>;
    cancel(crawlId: string, options?: RequestOptions): Promise<Crawl>;
    listUrls(
      crawlId: string,
      params?: ListParams & {outcome?: UrlOutcome; url?: string},
    ): Promise<Page<CrawlUrl>>;
  }

  export interface DocumentsResource {
    list(
      params: ListParams & {sourceId: string; url?: string},
    ): Promise<Page<DocumentRecord>>;
  }

  export interface AssistantsResource {
    list(params?: ListParams): Promise<Page<Assistant>>;
    create(
      params: CreateAssistantParams,
      options?: RequestOptions,
    ): Promise<Assistant>;
    get(assistantId: string): Promise<Assistant>;
    /** What the chat modal reads when it starts; a publishable key may call it. */
    getProfile(assistantId: string): Promise<AssistantProfile>;
    update(
      assistantId: string,
      params: UpdateAssistantParams,
    ): Promise<Assistant>;
    delete(assistantId: string): Promise<void>;
  }

  export interface AnswersResource {
    create(
      params: Schemas['CreateAnswerRequest'] & {assistantId: string},
      options?: RequestOptions,
    ): Promise<Answer>;
  }

  export interface ConversationsResource {
    list(
      params: ListParams & {
        assistantId: string;
        updatedSince?: string;
        visitorId?: string;
        email?: string;
      },
    ): Promise<Page<Conversation>>;
    get(conversationId: string): Promise<Conversation>;
    delete(conversationId: string): Promise<void>;
    rateAnswer(
      conversationId: string,
      messageId: string,
      params: Schemas['RateAnswerRequest'],
      options?: RequestOptions,
    ): Promise<Schemas['Message']>;
    requestHandoff(
      conversationId: string,
      params: Schemas['RequestHandoffRequest'],
      options?: RequestOptions,
    ): Promise<Conversation>;
  }

  export interface VisitorTokensResource {
    create(
      params: CreateVisitorTokenParams,
      options?: RequestOptions,
    ): Promise<VisitorToken>;
  }

  export class Cape {
    constructor(options?: CapeOptions);
    readonly workspace: WorkspaceResource;
    readonly sources: SourcesResource;
    readonly crawls: CrawlsResource;
    readonly documents: DocumentsResource;
    readonly assistants: AssistantsResource;
    readonly answers: AnswersResource;
    readonly conversations: ConversationsResource;
    readonly visitorTokens: VisitorTokensResource;
  }
}

declare module '@cape/chatmodal-react' {
  import type {ReactNode} from 'react';
  import type {CapeErrorCode} from '@cape/sdk';

  export interface ChatmodalTheme {
    /** Any CSS colour. */
    primaryColor?: string;
    mode?: 'light' | 'dark' | 'auto';
    /** Corner radius in pixels. */
    radius?: number;
  }

  export interface ChatmodalMessageEvent {
    role: 'visitor' | 'assistant';
    text: string;
    conversationId: string;
    messageId: string;
  }

  export interface ChatmodalFeedbackEvent {
    messageId: string;
    rating: Rating;
  }

  export interface ChatmodalHandoffEvent {
    conversationId: string;
    email: string;
  }

  export interface ChatmodalErrorEvent {
    /** An API error code, or `network_error` when no answer came (src/data/chatmodal.ts). */
    code: CapeErrorCode | 'network_error';
    message: string;
  }

  /** Payload of each chat modal event; `open` and `close` carry none. */
  export interface ChatmodalEventMap {
    open: undefined;
    close: undefined;
    message: ChatmodalMessageEvent;
    feedback: ChatmodalFeedbackEvent;
    handoff: ChatmodalHandoffEvent;
    error: ChatmodalErrorEvent;
  }

  export type ChatmodalEventName = keyof ChatmodalEventMap;

  /** `window.Cape.chatmodal`, available once `chatmodal.js` has run. */
  export type ChatmodalApi = CapeChatmodalApi;

  /** The options of src/data/chatmodal.ts as props, plus `open` and one callback per event. */
  export interface CapeChatmodalProps {
    assistantId: string;
    publishableKey: string;
    visitorTokenUrl?: string;
    /** Instead of `visitorTokenUrl`: resolves to the token endpoint's JSON. */
    getVisitorToken?: () => Promise<{token: string; expiresAt: string}>;
    /** Where the component loads `chatmodal.js` from: a release's immutable address pins it. */
    scriptUrl?: string;
    handoff?: boolean;
    position?: 'bottom-right' | 'bottom-left';
    launcher?: 'button' | 'none';
    greeting?: string;
    /** `'auto'` or a BCP 47 tag. */
    language?: string;
    theme?: ChatmodalTheme;
    zIndex?: number;
    /** Makes the component controlled: the dialog is shown exactly when `open` is true. */
    open?: boolean;
    onOpen?: () => void;
    onClose?: () => void;
    onMessage?: (event: ChatmodalMessageEvent) => void;
    onFeedback?: (event: ChatmodalFeedbackEvent) => void;
    onHandoff?: (event: ChatmodalHandoffEvent) => void;
    onError?: (error: ChatmodalErrorEvent) => void;
  }

  export function CapeChatmodal(props: CapeChatmodalProps): ReactNode;

  // The package declares the global too. It is optional: `window.Cape` exists
  // only once chatmodal.js has run (never, where a blocker stopped it). The API
  // is a global interface, so a script-embed project without the package can
  // declare the methods it calls under the same names, and the declarations merge.
  global {
    /** `window.Cape.chatmodal`, available once `chatmodal.js` has run. */
    interface CapeChatmodalApi {
      open(): void;
      close(): void;
      toggle(): void;
      on<K extends ChatmodalEventName>(
        event: K,
        handler: (payload: ChatmodalEventMap[K]) => void,
      ): void;
      off<K extends ChatmodalEventName>(
        event: K,
        handler: (payload: ChatmodalEventMap[K]) => void,
      ): void;
      /** `'auto'` or a BCP 47 tag. */
      setLanguage(tag: string): void;
      setThemeMode(mode: 'light' | 'dark' | 'auto'): void;
      /** The script tag's `getVisitorToken`: called when the dialog opens and before each token expires. */
      setVisitorTokenProvider(
        provider: () => Promise<{token: string; expiresAt: string}>,
      ): void;
      /** Forgets the stored conversation and the visitor token, and closes the dialog. */
      reset(): void;
    }

    interface Window {
      Cape?: {
        chatmodal: CapeChatmodalApi;
      };
    }
  }
}
