// The parts of Authorize.Net's JSON API (https://developer.authorize.net/api/reference/) this
// adapter sends and reads. Their JSON mirrors an XML schema: element ORDER matters in requests.

export interface AnetMessages {
  resultCode: 'Ok' | 'Error';
  message: { code: string; text: string }[];
}

export interface AnetTransactionResponse {
  /** 1 approved, 2 declined, 3 error, 4 held for review. */
  responseCode: string;
  authCode?: string;
  transId?: string;
  refTransID?: string;
  accountNumber?: string;
  accountType?: string;
  messages?: { code: string; description: string }[];
  errors?: { errorCode: string; errorText: string }[];
}

export interface AnetCreateTransactionResponse {
  transactionResponse?: AnetTransactionResponse;
  refId?: string;
  messages: AnetMessages;
}

export interface AnetTransactionDetailsResponse {
  transaction?: {
    transId: string;
    transactionStatus: string;
    authAmount?: number;
    settleAmount?: number;
    /** A refund's or void's original transaction. */
    refTransId?: string;
    order?: { invoiceNumber?: string };
    payment?: { creditCard?: { cardNumber: string; expirationDate: string; cardType?: string } };
  };
  messages: AnetMessages;
}

/** getUnsettledTransactionListRequest's answer: transactions not yet in a settled batch. */
export interface AnetUnsettledListResponse {
  transactions?: { transId: string; transactionStatus: string; invoiceNumber?: string; settleAmount?: number }[];
  messages: AnetMessages;
}
