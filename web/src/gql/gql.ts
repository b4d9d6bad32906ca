/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment EventHistoryFields on Event {\n    id\n    name\n    createdAt\n    user {\n      name\n      surname\n      email\n    }\n  }\n": typeof types.EventHistoryFieldsFragmentDoc,
    "\n  query Session {\n    session {\n      user {\n        ...SessionUserFields\n      }\n      organization {\n        ...SessionOrganizationFields\n      }\n      secondFactorEnrolmentRequired\n    }\n  }\n": typeof types.SessionDocument,
    "\n  mutation CreateSession($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      token\n      secondFactorChallenge\n      secondFactorEnrolmentRequired\n      user {\n        ...SessionUserFields\n        organization {\n          ...SessionOrganizationFields\n        }\n      }\n    }\n  }\n": typeof types.CreateSessionDocument,
    "\n  mutation VerifySecondFactor($input: VerifySecondFactorInput!) {\n    verifySecondFactor(input: $input) {\n      token\n      user {\n        ...SessionUserFields\n        organization {\n          ...SessionOrganizationFields\n        }\n      }\n    }\n  }\n": typeof types.VerifySecondFactorDocument,
    "\n  mutation DeleteSession {\n    deleteSession {\n      success\n    }\n  }\n": typeof types.DeleteSessionDocument,
    "\n  query SessionIdle {\n    session {\n      idleMinutes\n    }\n  }\n": typeof types.SessionIdleDocument,
    "\n  mutation RenewSession {\n    renewSession {\n      success\n    }\n  }\n": typeof types.RenewSessionDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      browser\n      address\n      createdAt\n      lastActiveAt\n      current\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      success\n    }\n  }\n": typeof types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n": typeof types.EndOtherSessionsDocument,
    "\n  mutation UpdateSessionIdleLimit($minutes: Int) {\n    updateSessionIdleLimit(minutes: $minutes) {\n      success\n    }\n  }\n": typeof types.UpdateSessionIdleLimitDocument,
    "\n  mutation ConfirmStepUp($action: String!, $code: String, $recoveryCode: String, $passkeyResponse: String) {\n    confirmStepUp(action: $action, code: $code, recoveryCode: $recoveryCode, passkeyResponse: $passkeyResponse) {\n      success\n    }\n  }\n": typeof types.ConfirmStepUpDocument,
    "\n  mutation StepUpPasskeyOptions($action: String!) {\n    stepUpPasskeyOptions(action: $action)\n  }\n": typeof types.StepUpPasskeyOptionsDocument,
    "\n  query StepUpPasskeys {\n    passkeys {\n      id\n    }\n  }\n": typeof types.StepUpPasskeysDocument,
    "\n  query AuditLog(\n    $first: Int\n    $after: String\n    $subjectType: String\n    $search: String\n    $from: String\n    $to: String\n    $actorRole: Int\n    $organizationId: ID\n  ) {\n    auditLog(\n      first: $first\n      after: $after\n      subjectType: $subjectType\n      search: $search\n      from: $from\n      to: $to\n      actorRole: $actorRole\n      organizationId: $organizationId\n    ) {\n      endCursor\n      items {\n        id\n        name\n        createdAt\n        subjectType\n        subjectId\n        meta\n        actorRole\n        sourceIp\n        changes {\n          field\n          before\n          after\n        }\n        user {\n          name\n          surname\n          email\n        }\n        organization {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      email\n      name\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation SendResetPasswordLink($email: String!) {\n    sendResetPasswordLink(email: $email) {\n      success\n    }\n  }\n": typeof types.SendResetPasswordLinkDocument,
    "\n  mutation UpdatePassword($userId: ID!, $token: String!, $password: String!) {\n    updatePassword(userId: $userId, token: $token, password: $password) {\n      success\n    }\n  }\n": typeof types.UpdatePasswordDocument,
    "\n  query VerifyEmailLink($userId: ID!, $token: String!) {\n    verifyEmailLink(userId: $userId, token: $token) {\n      success\n    }\n  }\n": typeof types.VerifyEmailLinkDocument,
    "\n  mutation RequestToAddOrganization($input: RequestOrganizationInput!) {\n    requestToAddOrganization(input: $input) {\n      success\n    }\n  }\n": typeof types.RequestToAddOrganizationDocument,
    "\n  fragment OrganizationProfileFields on Organization {\n    id\n    name\n    email\n    type\n    industry\n    status\n    address\n    licenseNumber\n    phoneNumber\n    website\n    mccCode\n    refundPolicyTerms\n    merchantProcessingFee\n    platformFee\n    logo {\n      id\n      url\n      cloudFrontUrl\n    }\n  }\n": typeof types.OrganizationProfileFieldsFragmentDoc,
    "\n  fragment SessionOrganizationFields on Organization {\n    ...OrganizationProfileFields\n    refundPolicyLink\n    isBusinessProfileComplete\n  }\n": typeof types.SessionOrganizationFieldsFragmentDoc,
    "\n  fragment SessionUserFields on User {\n    id\n    name\n    surname\n    email\n    role\n    locked\n    organizationId\n    avatar {\n      id\n      url\n      cloudFrontUrl\n    }\n  }\n": typeof types.SessionUserFieldsFragmentDoc,
    "\n  query Passkeys {\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": typeof types.PasskeysDocument,
    "\n  mutation PasskeyRegistrationOptions {\n    passkeyRegistrationOptions\n  }\n": typeof types.PasskeyRegistrationOptionsDocument,
    "\n  mutation AddPasskey($name: String!, $response: String!) {\n    addPasskey(name: $name, response: $response) {\n      token\n      recoveryCodes\n      passkey {\n        id\n        name\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n": typeof types.AddPasskeyDocument,
    "\n  mutation RenamePasskey($id: ID!, $name: String!) {\n    renamePasskey(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n": typeof types.RenamePasskeyDocument,
    "\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id) {\n      success\n    }\n  }\n": typeof types.RemovePasskeyDocument,
    "\n  mutation PasskeyAuthenticationOptions($challenge: String) {\n    passkeyAuthenticationOptions(challenge: $challenge)\n  }\n": typeof types.PasskeyAuthenticationOptionsDocument,
    "\n  mutation SignInWithPasskey($response: String!) {\n    signInWithPasskey(response: $response) {\n      token\n      user {\n        ...SessionUserFields\n        organization {\n          ...SessionOrganizationFields\n        }\n      }\n    }\n  }\n": typeof types.SignInWithPasskeyDocument,
    "\n  query SecondFactorStatus {\n    secondFactorStatus {\n      enabled\n      enabledAt\n      required\n      organizationRequires\n      recoveryCodesLeft\n    }\n  }\n": typeof types.SecondFactorStatusDocument,
    "\n  mutation StartTotpEnrolment {\n    startTotpEnrolment {\n      otpauthUri\n      qrCodeSvg\n      key\n    }\n  }\n": typeof types.StartTotpEnrolmentDocument,
    "\n  mutation ConfirmTotpEnrolment($code: String!) {\n    confirmTotpEnrolment(code: $code) {\n      recoveryCodes\n      token\n    }\n  }\n": typeof types.ConfirmTotpEnrolmentDocument,
    "\n  mutation RegenerateRecoveryCodes($code: String, $passkeyResponse: String) {\n    regenerateRecoveryCodes(code: $code, passkeyResponse: $passkeyResponse) {\n      recoveryCodes\n    }\n  }\n": typeof types.RegenerateRecoveryCodesDocument,
    "\n  mutation RecoveryCodesPasskeyOptions {\n    recoveryCodesPasskeyOptions\n  }\n": typeof types.RecoveryCodesPasskeyOptionsDocument,
    "\n  mutation DisableTotp($code: String!) {\n    disableTotp(code: $code) {\n      success\n    }\n  }\n": typeof types.DisableTotpDocument,
    "\n  mutation SetOrganizationSecondFactorRequired($required: Boolean!) {\n    setOrganizationSecondFactorRequired(required: $required) {\n      success\n    }\n  }\n": typeof types.SetOrganizationSecondFactorRequiredDocument,
    "\n  mutation ResetSecondFactor($userId: ID!) {\n    resetSecondFactor(userId: $userId) {\n      success\n    }\n  }\n": typeof types.ResetSecondFactorDocument,
    "\n  fragment CheckoutListFields on WebPayment {\n    id\n    code\n    status\n    amount\n    transactionFee\n    total\n    payable\n    merchantProcessingFee\n    currency\n    orderId\n    createdAt\n    paidAt\n    livemode\n    owner {\n      id\n      name\n      email\n      phoneNumber\n      logo {\n        id\n        url\n        cloudFrontUrl\n      }\n    }\n  }\n": typeof types.CheckoutListFieldsFragmentDoc,
    "\n  query WebPayments(\n    $first: Int\n    $page: Int\n    $status: WebPaymentStatus\n    $sortField: String\n    $sortDirection: String\n    $searchParam: String\n    $startDate: DateTime\n    $endDate: DateTime\n    $livemode: Boolean\n  ) {\n    webPayments(\n      livemode: $livemode\n      first: $first\n      page: $page\n      status: $status\n      sortField: $sortField\n      sortDirection: $sortDirection\n      searchParam: $searchParam\n      startDate: $startDate\n      endDate: $endDate\n    ) {\n      total\n      items {\n        ...CheckoutListFields\n      }\n    }\n  }\n": typeof types.WebPaymentsDocument,
    "\n  fragment CheckoutDetailFields on WebPayment {\n    ...CheckoutListFields\n    responseUrl\n    cancelUrl\n    metadata {\n      key\n      value\n    }\n    gatewayTransactionId\n    transferId\n    customerName\n    disbursedAt\n    payments {\n      id\n      amount\n      status\n      chargeId\n      processor\n      failCode\n      declineClass\n      failMessage\n      createdAt\n    }\n  }\n": typeof types.CheckoutDetailFieldsFragmentDoc,
    "\n  query WebPayment($id: ID) {\n    webPayment(id: $id) {\n      ...CheckoutDetailFields\n    }\n  }\n": typeof types.WebPaymentDocument,
    "\n  mutation DisburseWebPayment($id: ID!) {\n    disburseWebPayment(id: $id) {\n      ...CheckoutDetailFields\n    }\n  }\n": typeof types.DisburseWebPaymentDocument,
    "\n  mutation SummaryOfCheckout($startDate: DateTime!, $endDate: DateTime!) {\n    summaryOfCheckout(startDate: $startDate, endDate: $endDate) {\n      success\n    }\n  }\n": typeof types.SummaryOfCheckoutDocument,
    "\n  fragment MoneyPointFields on MoneyPoint {\n    bucket\n    grossCents\n    netCents\n    count\n  }\n": typeof types.MoneyPointFieldsFragmentDoc,
    "\n  fragment DashboardQueueFields on DashboardQueue {\n    total\n    items {\n      id\n      code\n      label\n      amountCents\n      dueAt\n      url\n    }\n  }\n": typeof types.DashboardQueueFieldsFragmentDoc,
    "\n  query MerchantDashboard($from: String, $to: String, $bucket: DashboardBucket, $livemode: Boolean) {\n    merchantDashboard(from: $from, to: $to, bucket: $bucket, livemode: $livemode) {\n      livemode\n      from\n      to\n      bucket\n      volume {\n        ...MoneyPointFields\n      }\n      grossCents\n      netCents\n      invoices {\n        paid\n        unpaid\n      }\n      checkouts {\n        paid\n        unpaid\n      }\n      refunds {\n        count\n        amountCents\n        rateBps\n      }\n      disputes {\n        count\n        amountCents\n        rateBps\n      }\n      payableBalanceCents\n      disputeDeadlines {\n        ...DashboardQueueFields\n      }\n      refundsAwaiting {\n        ...DashboardQueueFields\n      }\n    }\n  }\n": typeof types.MerchantDashboardDocument,
    "\n  query BankDashboard($from: String, $to: String, $bucket: DashboardBucket) {\n    bankDashboard(from: $from, to: $to, bucket: $bucket) {\n      from\n      to\n      bucket\n      owedCents\n      owingCents\n      owed {\n        organizationId\n        name\n        balanceCents\n      }\n      owing {\n        organizationId\n        name\n        balanceCents\n      }\n      transfers {\n        ...MoneyPointFields\n      }\n      refundsAwaiting {\n        ...DashboardQueueFields\n      }\n      organizationsAwaiting {\n        ...DashboardQueueFields\n      }\n    }\n  }\n": typeof types.BankDashboardDocument,
    "\n  query PlatformDashboard($from: String, $to: String, $bucket: DashboardBucket) {\n    platformDashboard(from: $from, to: $to, bucket: $bucket) {\n      from\n      to\n      bucket\n      volume {\n        ...MoneyPointFields\n      }\n      grossCents\n      feeRevenueCents\n      disputesByStatus {\n        status\n        count\n      }\n      disputesDueSoon {\n        ...DashboardQueueFields\n      }\n      refundsAwaiting {\n        ...DashboardQueueFields\n      }\n      stuckProcesses {\n        thresholdMinutes\n        checked\n        error\n        items {\n          workflowId\n          workflowType\n          startedAt\n          lastProgressAt\n          waitingOn\n          attempts\n          lastFailure\n        }\n      }\n    }\n  }\n": typeof types.PlatformDashboardDocument,
    "\n  fragment MerchantKeyFields on MerchantKey {\n    id\n    name\n    apiKey\n    secretKey\n    isActive\n    livemode\n    createdAt\n  }\n": typeof types.MerchantKeyFieldsFragmentDoc,
    "\n  query MerchantKeys {\n    merchantKeys {\n      ...MerchantKeyFields\n    }\n  }\n": typeof types.MerchantKeysDocument,
    "\n  mutation CreateKeys($name: String!, $livemode: Boolean) {\n    createKeys(name: $name, livemode: $livemode) {\n      ...MerchantKeyFields\n    }\n  }\n": typeof types.CreateKeysDocument,
    "\n  mutation ToggleMerchantKeyState($id: ID!, $isActive: Boolean!) {\n    toggleMerchantKeyState(id: $id, isActive: $isActive) {\n      ...MerchantKeyFields\n    }\n  }\n": typeof types.ToggleMerchantKeyStateDocument,
    "\n  mutation DeleteMerchantKey($id: ID!) {\n    deleteMerchantKey(id: $id) {\n      success\n    }\n  }\n": typeof types.DeleteMerchantKeyDocument,
    "\n  fragment DisputeFileFields on DisputeFile {\n    id\n    path\n    caption\n    originalUrl\n    mimetype\n    createdAt\n  }\n": typeof types.DisputeFileFieldsFragmentDoc,
    "\n  fragment DisputeListFields on Dispute {\n    id\n    code\n    type\n    livemode\n    status\n    progressStatus\n    disputeAmount\n    reason\n    createdAt\n    merchantResponseDueDate\n    awaitingMyAction\n    availableActions\n    hasDocuments\n    owner {\n      ...ParentOwnerFields\n    }\n    invoice {\n      ...ParentInvoiceFields\n    }\n    webPayment {\n      id\n      code\n      amount\n      transactionFee\n    }\n  }\n": typeof types.DisputeListFieldsFragmentDoc,
    "\n  query Disputes(\n    $first: Int\n    $page: Int\n    $invoiceId: ID\n    $status: DisputeStatus\n    $progressStatus: [DisputeProgressStatus!]\n    $sortField: String\n    $sortDirection: String\n    $searchParam: String\n    $awaitingMyAction: Boolean\n    $livemode: Boolean\n  ) {\n    disputes(\n      first: $first\n      page: $page\n      invoiceId: $invoiceId\n      status: $status\n      progressStatus: $progressStatus\n      sortField: $sortField\n      sortDirection: $sortDirection\n      searchParam: $searchParam\n      awaitingMyAction: $awaitingMyAction\n      livemode: $livemode\n    ) {\n      total\n      items {\n        ...DisputeListFields\n      }\n    }\n  }\n": typeof types.DisputesDocument,
    "\n  query Dispute($id: ID!) {\n    dispute(id: $id) {\n      ...DisputeListFields\n      # The invoice's refunds: the decline form's choices and the status block (the list does not show them).\n      invoice {\n        id\n        refunds {\n          id\n          code\n          requestedAmount\n        }\n      }\n      stripeDisputeId\n      stripeStatus\n      resolutionDate\n      acceptanceFee\n      reasonToWinDispute\n      withdrawalDateByCustomer\n      customerAlreadyRefunded\n      refundDate\n      refundAmount\n      refundId\n      refundDescription\n      creditVoucherGivenDate\n      creditVoucherAmount\n      creditVoucherDescription\n      calcellationDelayDate\n      calcellationDelayDescription\n      otherReasonDescription\n      productOrServiceDetails\n      productServiceTypeProvided\n      additionalInformation\n      lastError\n      transferId\n      refundTransferId\n      transfer {\n        id\n        code\n      }\n      refundTransfer {\n        id\n        code\n      }\n      supportingDocument {\n        ...DisputeFileFields\n      }\n      refundProof {\n        ...DisputeFileFields\n      }\n      creditVoucherProof {\n        ...DisputeFileFields\n      }\n    }\n  }\n": typeof types.DisputeDocument,
    "\n  query DisputeEvents($disputeId: ID!, $first: Int) {\n    events(disputeId: $disputeId, first: $first) {\n      total\n      items {\n        ...EventHistoryFields\n        slug\n        meta\n      }\n    }\n  }\n": typeof types.DisputeEventsDocument,
    "\n  fragment DisputeStageFields on Dispute {\n    id\n    status\n    progressStatus\n    awaitingMyAction\n    availableActions\n    acceptanceFee\n    resolutionDate\n  }\n": typeof types.DisputeStageFieldsFragmentDoc,
    "\n  mutation MerchantApproveDispute($id: ID!) {\n    merchantApproveDispute(id: $id) {\n      ...DisputeStageFields\n    }\n  }\n": typeof types.MerchantApproveDisputeDocument,
    "\n  mutation PgApproveDispute($id: ID!) {\n    pgApproveDispute(id: $id) {\n      ...DisputeStageFields\n    }\n  }\n": typeof types.PgApproveDisputeDocument,
    "\n  mutation PgDisputeInReview($id: ID!) {\n    pgDisputeInReview(id: $id) {\n      ...DisputeStageFields\n    }\n  }\n": typeof types.PgDisputeInReviewDocument,
    "\n  mutation MerchantDenyDispute($dispute: MerchantDenyDisputeInput!) {\n    merchantDenyDispute(dispute: $dispute) {\n      ...DisputeStageFields\n    }\n  }\n": typeof types.MerchantDenyDisputeDocument,
    "\n  mutation CreateFile($file: CreateFileInput!) {\n    createFile(file: $file) {\n      id\n      url\n      originalUrl\n      caption\n      type\n      mimetype\n      path\n      createdAt\n    }\n  }\n": typeof types.CreateFileDocument,
    "\n  mutation RemoveFile($file: RemoveFileInput!) {\n    removeFile(file: $file) {\n      success\n    }\n  }\n": typeof types.RemoveFileDocument,
    "\n  fragment GatewayCardFields on Card {\n    id\n    name\n    paymentGatewayId\n    paymentGateway {\n      id\n      name\n      displayName\n    }\n  }\n": typeof types.GatewayCardFieldsFragmentDoc,
    "\n  query Cards($first: Int) {\n    cards(first: $first) {\n      ...GatewayCardFields\n    }\n  }\n": typeof types.CardsDocument,
    "\n  query PaymentGateways {\n    paymentGateways {\n      id\n      name\n      displayName\n      available\n    }\n  }\n": typeof types.PaymentGatewaysDocument,
    "\n  mutation CreateCard($name: String, $paymentGatewayId: ID) {\n    createCard(name: $name, paymentGatewayId: $paymentGatewayId) {\n      ...GatewayCardFields\n    }\n  }\n": typeof types.CreateCardDocument,
    "\n  mutation RemoveCard($id: ID!) {\n    removeCard(id: $id) {\n      success\n    }\n  }\n": typeof types.RemoveCardDocument,
    "\n  query ProcessorHealth {\n    processorHealth {\n      processor\n      displayName\n      state\n      calls\n      successRate\n      p95Ms\n      updatedAt\n    }\n  }\n": typeof types.ProcessorHealthDocument,
    "\n  query CardRoutings {\n    cardRoutings {\n      cardId\n      brand\n      processors\n      rules {\n        minAmountCents\n        maxAmountCents\n        countries\n        processors\n      }\n    }\n  }\n": typeof types.CardRoutingsDocument,
    "\n  mutation SaveCardRouting($cardId: ID!, $routing: CardRoutingInput!) {\n    saveCardRouting(cardId: $cardId, routing: $routing) {\n      cardId\n      brand\n      processors\n      rules {\n        minAmountCents\n        maxAmountCents\n        countries\n        processors\n      }\n    }\n  }\n": typeof types.SaveCardRoutingDocument,
    "\n  query RoutingPreview($brand: String!, $amountCents: Int!, $country: String, $routing: CardRoutingInput) {\n    routingPreview(brand: $brand, amountCents: $amountCents, country: $country, routing: $routing) {\n      text\n      processors\n      rule\n    }\n  }\n": typeof types.RoutingPreviewDocument,
    "\n  mutation CreateInvoice($invoice: CreateInvoiceInput!) {\n    createInvoice(invoice: $invoice) {\n      id\n      code\n      accessKey\n      status\n    }\n  }\n": typeof types.CreateInvoiceDocument,
    "\n  query Organizations($type: [OrganizationType!], $status: [OrganizationStatus!]) {\n    organizations(type: $type, status: $status) {\n      id\n      name\n      type\n    }\n  }\n": typeof types.OrganizationsDocument,
    "\n  fragment PayoutFields on Payout {\n    id\n    amount\n    remarks\n    payoutDate\n  }\n": typeof types.PayoutFieldsFragmentDoc,
    "\n  fragment InvoiceFileFields on File {\n    id\n    url\n    originalUrl\n    cloudFrontUrl\n    caption\n    type\n    mimetype\n    path\n    createdAt\n  }\n": typeof types.InvoiceFileFieldsFragmentDoc,
    "\n  fragment InvoiceListFields on Invoice {\n    id\n    code\n    name\n    type\n    status\n    recipientName\n    recipientSurName\n    recipientEmail\n    numberOfPax\n    dateOfService\n    dateOfArrival\n    merchantPO\n    accessKey\n    createdAt\n    paidAt\n    totals {\n      subtotal\n      fee\n      total\n    }\n    owner {\n      id\n      name\n      logo {\n        url\n        cloudFrontUrl\n      }\n    }\n  }\n": typeof types.InvoiceListFieldsFragmentDoc,
    "\n  fragment InvoiceDetailFields on Invoice {\n    ...InvoiceListFields\n    merchantProcessingFee\n    platformFeePercent\n    transactionFee\n    refundPolicyTerms\n    estimatedDisbursementDate\n    actualDisbursementDate\n    gatewayTransactionId\n    transferId\n    transfer {\n      id\n      code\n    }\n    totals {\n      subtotal\n      fee\n      total\n      merchantFee\n      disbursements\n      net\n    }\n    owner {\n      id\n      name\n      email\n      phoneNumber\n      address\n      website\n      blockTransactions\n      platformFee\n      logo {\n        url\n        cloudFrontUrl\n      }\n    }\n    lineItems {\n      id\n      description\n      quantity\n      price\n      total\n      sort\n    }\n    disbursements {\n      id\n      amount\n      type\n      isDefault\n      recipientId\n      recipient {\n        id\n        name\n        type\n      }\n      hotelInvoice {\n        ...InvoiceFileFields\n      }\n      doiDocument {\n        ...InvoiceFileFields\n      }\n    }\n    payments {\n      id\n      amount\n      status\n      stripeChargeId\n      createdAt\n      failMessage\n      failCode\n      declineClass\n      processor\n      source {\n        brand\n        last4\n      }\n    }\n    payouts {\n      ...PayoutFields\n    }\n    creditAdvices {\n      ...InvoiceFileFields\n    }\n    disbursedBy {\n      id\n      name\n      email\n    }\n    refunds {\n      id\n      code\n      progressStatus\n      requestedAmount\n    }\n    disputes {\n      id\n      code\n      createdAt\n      disputeAmount\n      status\n      progressStatus\n    }\n  }\n": typeof types.InvoiceDetailFieldsFragmentDoc,
    "\n  query Invoices($first: Int, $page: Int, $status: InvoiceStatus, $sortField: String, $sortDirection: String, $searchParam: String) {\n    invoices(first: $first, page: $page, status: $status, sortField: $sortField, sortDirection: $sortDirection, searchParam: $searchParam) {\n      total\n      items {\n        ...InvoiceListFields\n      }\n    }\n  }\n": typeof types.InvoicesDocument,
    "\n  query Invoice($id: ID) {\n    invoice(id: $id) {\n      ...InvoiceDetailFields\n    }\n  }\n": typeof types.InvoiceDocument,
    "\n  query Events($invoiceId: ID!, $first: Int) {\n    events(invoiceId: $invoiceId, first: $first) {\n      total\n      items {\n        id\n        name\n        createdAt\n        user {\n          name\n          surname\n          email\n        }\n      }\n    }\n  }\n": typeof types.EventsDocument,
    "\n  mutation UpdateStatus($id: ID!, $status: InvoiceStatus!) {\n    updateStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": typeof types.UpdateStatusDocument,
    "\n  mutation UpdateInvoice($invoice: UpdateInvoiceInput!) {\n    updateInvoice(invoice: $invoice) {\n      id\n    }\n  }\n": typeof types.UpdateInvoiceDocument,
    "\n  mutation SaveInvoicePayout($payout: InvoicePayoutInput!) {\n    saveInvoicePayout(payout: $payout) {\n      ...PayoutFields\n    }\n  }\n": typeof types.SaveInvoicePayoutDocument,
    "\n  mutation DeleteInvoicePayout($id: ID!) {\n    deleteInvoicePayout(id: $id) {\n      success\n    }\n  }\n": typeof types.DeleteInvoicePayoutDocument,
    "\n  mutation SaveInvoiceItem($invoiceItem: InvoiceItemInput!) {\n    saveInvoiceItem(invoiceItem: $invoiceItem) {\n      id\n    }\n  }\n": typeof types.SaveInvoiceItemDocument,
    "\n  mutation DeleteInvoiceItem($id: ID!) {\n    deleteInvoiceItem(id: $id) {\n      success\n    }\n  }\n": typeof types.DeleteInvoiceItemDocument,
    "\n  mutation SaveDisbursement($disbursement: SaveDisbursementInput!) {\n    saveDisbursement(disbursement: $disbursement) {\n      id\n    }\n  }\n": typeof types.SaveDisbursementDocument,
    "\n  mutation DeleteDisbursement($id: ID!) {\n    deleteDisbursement(id: $id) {\n      success\n    }\n  }\n": typeof types.DeleteDisbursementDocument,
    "\n  query DisbursementRecipients {\n    organizations(type: [government, airline, hotel, agency], status: [active]) {\n      id\n      name\n      type\n    }\n  }\n": typeof types.DisbursementRecipientsDocument,
    "\n  query SendTOSummary($emails: [String!]!) {\n    sendTOSummary(emails: $emails) {\n      success\n    }\n  }\n": typeof types.SendToSummaryDocument,
    "\n  fragment LedgerOrganizationFields on Organization {\n    id\n    name\n    type\n    email\n    currentBalance\n    logo {\n      url\n      cloudFrontUrl\n    }\n  }\n": typeof types.LedgerOrganizationFieldsFragmentDoc,
    "\n  query LedgerOrganizations($first: Int, $page: Int, $sortField: String, $sortDirection: String, $searchParam: String, $type: [OrganizationType!], $status: [OrganizationStatus!]) {\n    ledgerOrganizations(first: $first, page: $page, sortField: $sortField, sortDirection: $sortDirection, searchParam: $searchParam, type: $type, status: $status) {\n      total\n      items {\n        ...LedgerOrganizationFields\n      }\n    }\n  }\n": typeof types.LedgerOrganizationsDocument,
    "\n  query LedgerOrganization($id: ID!) {\n    organization(id: $id) {\n      ...LedgerOrganizationFields\n    }\n  }\n": typeof types.LedgerOrganizationDocument,
    "\n  query OrgLedger($organizationId: ID!, $first: Int, $page: Int, $after: String) {\n    orgLedger(organizationId: $organizationId, first: $first, page: $page, after: $after) {\n      ...LedgerEntryFields\n    }\n  }\n": typeof types.OrgLedgerDocument,
    "\n  query OutstandingAmount {\n    outstandingAmount {\n      amount\n      owing\n      owingOrganizations\n    }\n  }\n": typeof types.OutstandingAmountDocument,
    "\n  query LedgerAccounts {\n    ledgerAccounts {\n      id\n      kind\n      name\n      processor\n      balance\n      entries\n    }\n  }\n": typeof types.LedgerAccountsDocument,
    "\n  query LedgerAccountEntries($accountId: ID!, $first: Int, $page: Int, $after: String) {\n    ledgerAccountEntries(accountId: $accountId, first: $first, page: $page, after: $after) {\n      ...LedgerEntryFields\n    }\n  }\n": typeof types.LedgerAccountEntriesDocument,
    "\n  fragment LedgerAuditRunFields on LedgerAuditRun {\n    id\n    trigger\n    status\n    startedAt\n    finishedAt\n    checks\n    differenceCount\n    differences {\n      check\n      subject\n      detail\n    }\n    error\n    mailedAt\n  }\n": typeof types.LedgerAuditRunFieldsFragmentDoc,
    "\n  query LedgerAuditRuns($first: Int) {\n    ledgerAuditRuns(first: $first) {\n      ...LedgerAuditRunFields\n    }\n  }\n": typeof types.LedgerAuditRunsDocument,
    "\n  mutation RunLedgerAudit {\n    runLedgerAudit {\n      ...LedgerAuditRunFields\n    }\n  }\n": typeof types.RunLedgerAuditDocument,
    "\n  fragment LedgerEntryFields on LedgerEntryList {\n    total\n    endCursor\n    items {\n      id\n      amount\n      balance\n      transactionType\n      createdAt\n      remarks\n      sourceType\n      sourceId\n    }\n  }\n": typeof types.LedgerEntryFieldsFragmentDoc,
    "\n  query AcceptedCards($first: Int) {\n    cards(first: $first) {\n      id\n      name\n    }\n  }\n": typeof types.AcceptedCardsDocument,
    "\n  mutation UpdateOrganization($input: UpdateOrganizationInput!) {\n    updateOrganization(input: $input) {\n      ...SessionOrganizationFields\n    }\n  }\n": typeof types.UpdateOrganizationDocument,
    "\n  mutation CloseOrganization($id: ID!) {\n    closeOrganization(id: $id) {\n      success\n    }\n  }\n": typeof types.CloseOrganizationDocument,
    "\n  query OrganizationAutocomplete($name: String, $first: Int, $after: String, $status: [OrganizationStatus!], $type: [OrganizationType!]) {\n    organizationAutocomplete(name: $name, first: $first, after: $after, status: $status, type: $type) {\n      edges {\n        id\n        name\n        cursor\n      }\n      pageInfo {\n        endCursor\n        startCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.OrganizationAutocompleteDocument,
    "\n  fragment OrganizationRowFields on Organization {\n    ...OrganizationProfileFields\n    shortDescription\n    verified\n    createdAt\n  }\n": typeof types.OrganizationRowFieldsFragmentDoc,
    "\n  query OrganizationList(\n    $first: Int\n    $page: Int\n    $sortField: String\n    $sortDirection: String\n    $searchParam: String\n    $status: [OrganizationStatus!]\n    $type: [OrganizationType!]\n  ) {\n    organizationList(\n      first: $first\n      page: $page\n      sortField: $sortField\n      sortDirection: $sortDirection\n      searchParam: $searchParam\n      status: $status\n      type: $type\n    ) {\n      total\n      items {\n        ...OrganizationRowFields\n      }\n    }\n  }\n": typeof types.OrganizationListDocument,
    "\n  query OrganizationDetails($id: ID!) {\n    organization(id: $id) {\n      ...OrganizationRowFields\n    }\n  }\n": typeof types.OrganizationDetailsDocument,
    "\n  mutation ApproveOrganization($id: ID!) {\n    approveOrganization(id: $id) {\n      ...OrganizationRowFields\n    }\n  }\n": typeof types.ApproveOrganizationDocument,
    "\n  mutation SuspendOrganization($id: ID!) {\n    suspendOrganization(id: $id) {\n      ...OrganizationRowFields\n    }\n  }\n": typeof types.SuspendOrganizationDocument,
    "\n  mutation UpdateOrganizationPlatformFee($id: ID!, $platformFee: Float) {\n    updateOrganizationPlatformFee(id: $id, platformFee: $platformFee) {\n      success\n    }\n  }\n": typeof types.UpdateOrganizationPlatformFeeDocument,
    "\n  mutation UpdateOrganizationDetails($input: UpdateOrganizationInput!) {\n    updateOrganization(input: $input) {\n      ...OrganizationRowFields\n    }\n  }\n": typeof types.UpdateOrganizationDetailsDocument,
    "\n  mutation CreateOrganization($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateOrganizationDocument,
    "\n  mutation SummaryOfOrganization($status: [OrganizationStatus!], $type: [OrganizationType!], $searchParam: String) {\n    summaryOfOrganization(status: $status, type: $type, searchParam: $searchParam) {\n      success\n    }\n  }\n": typeof types.SummaryOfOrganizationDocument,
    "\n  query OrganizationEvents($organizationId: ID, $first: Int) {\n    events(organizationId: $organizationId, first: $first) {\n      total\n      items {\n        id\n        name\n        createdAt\n        user {\n          name\n          surname\n          email\n        }\n      }\n    }\n  }\n": typeof types.OrganizationEventsDocument,
    "\n  mutation CreateLogo($file: CreateFileInput!) {\n    createFile(file: $file) {\n      id\n      url\n      cloudFrontUrl\n    }\n  }\n": typeof types.CreateLogoDocument,
    "\n  mutation RemoveLogo($id: ID!) {\n    removeLogo(id: $id) {\n      success\n    }\n  }\n": typeof types.RemoveLogoDocument,
    "\n  query ProcessTimeline($kind: ProcessKind!, $id: ID!) {\n    processTimeline(kind: $kind, id: $id) {\n      id\n      kind\n      recordId\n      workflowId\n      running\n      note\n      temporalUiUrl\n      steps {\n        at\n        title\n        detail\n        actor\n        state\n      }\n    }\n  }\n": typeof types.ProcessTimelineDocument,
    "\n  query ChargeReconciliations {\n    chargeReconciliations {\n      id\n      recordKind\n      recordId\n      recordCode\n      organizationName\n      processor\n      idempotencyKey\n      amount\n      attemptedAt\n      settledAt\n      outcome\n    }\n  }\n": typeof types.ChargeReconciliationsDocument,
    "\n  mutation SettleChargeReconciliation($id: ID!, $outcome: ReconciliationOutcome!, $chargeId: String) {\n    settleChargeReconciliation(id: $id, outcome: $outcome, chargeId: $chargeId) {\n      id\n      settledAt\n      outcome\n      chargeId\n    }\n  }\n": typeof types.SettleChargeReconciliationDocument,
    "\n  fragment RefundFileFields on File {\n    id\n    url\n    originalUrl\n    caption\n    type\n    mimetype\n    path\n    createdAt\n  }\n": typeof types.RefundFileFieldsFragmentDoc,
    "\n  fragment ParentOwnerFields on Organization {\n    id\n    name\n    logo {\n      id\n      url\n      cloudFrontUrl\n    }\n  }\n": typeof types.ParentOwnerFieldsFragmentDoc,
    "\n  fragment ParentInvoiceFields on Invoice {\n    id\n    code\n    recipientName\n    recipientSurName\n    merchantPO\n    totals {\n      subtotal\n      fee\n      total\n    }\n  }\n": typeof types.ParentInvoiceFieldsFragmentDoc,
    "\n  fragment RefundListFields on Refund {\n    id\n    code\n    type\n    livemode\n    status\n    progressStatus\n    requestedAmount\n    reason\n    createdAt\n    awaitingMyAction\n    hasSupportingDocuments\n    totals {\n      subtotal\n      fee\n      total\n    }\n    owner {\n      ...ParentOwnerFields\n    }\n    invoice {\n      ...ParentInvoiceFields\n    }\n    webPayment {\n      id\n      code\n      amount\n      transactionFee\n    }\n  }\n": typeof types.RefundListFieldsFragmentDoc,
    "\n  query Refunds(\n    $first: Int\n    $page: Int\n    $status: RefundStatus\n    $progressStatus: RefundProgressStatus\n    $sortField: String\n    $sortDirection: String\n    $searchParam: String\n    $awaitingMyAction: Boolean\n    $livemode: Boolean\n  ) {\n    refunds(\n      first: $first\n      page: $page\n      status: $status\n      progressStatus: $progressStatus\n      sortField: $sortField\n      sortDirection: $sortDirection\n      searchParam: $searchParam\n      awaitingMyAction: $awaitingMyAction\n      livemode: $livemode\n    ) {\n      total\n      items {\n        ...RefundListFields\n      }\n    }\n  }\n": typeof types.RefundsDocument,
    "\n  query Refund($id: ID!) {\n    refund(id: $id) {\n      ...RefundListFields\n      # The invoice's other refunds: the decline wizard's choices (the list does not show them).\n      invoice {\n        id\n        refunds {\n          id\n          code\n          requestedAmount\n          progressStatus\n        }\n      }\n      approvedAmount\n      closedDate\n      notes\n      pointOfContact\n      denialReason\n      refundPolicyTerms\n      merchantDeclineReason\n      merchantDeclineExplanation\n      hasCancelPolicyExtended\n      extendedCancellationPolicyText\n      refundAlreadyPaid\n      refundAlreadyPaidAmount\n      transactionDate\n      transactionId\n      lastError\n      initiatedBy {\n        id\n        name\n        surname\n        email\n      }\n      lineItems {\n        id\n        description\n        amount\n      }\n      supportingDocuments {\n        ...RefundFileFields\n      }\n      proofs {\n        id\n        url\n        caption\n      }\n    }\n  }\n": typeof types.RefundDocument,
    "\n  query RefundEvents($refundId: ID!, $first: Int) {\n    events(refundId: $refundId, first: $first) {\n      total\n      items {\n        ...EventHistoryFields\n        slug\n        meta\n      }\n    }\n  }\n": typeof types.RefundEventsDocument,
    "\n  query AvailableRefundAmountAndRefundPolicyTerms($parentEntityId: ID!, $type: RefundParentType) {\n    availableRefundAmountAndRefundPolicyTerms(parentEntityId: $parentEntityId, type: $type) {\n      amount\n      refundPolicyTerms\n      platformFee\n      chargedSubtotal\n      chargedFee\n      refundedSubtotal\n      refundedFee\n    }\n  }\n": typeof types.AvailableRefundAmountAndRefundPolicyTermsDocument,
    "\n  query RefundParentInvoice($id: ID) {\n    invoice(id: $id) {\n      id\n      code\n    }\n  }\n": typeof types.RefundParentInvoiceDocument,
    "\n  mutation RequestRefund($refund: RequestRefundInput!) {\n    requestRefund(refund: $refund) {\n      id\n      code\n    }\n  }\n": typeof types.RequestRefundDocument,
    "\n  fragment RefundStageFields on Refund {\n    id\n    status\n    progressStatus\n    awaitingMyAction\n    closedDate\n    denialReason\n  }\n": typeof types.RefundStageFieldsFragmentDoc,
    "\n  mutation ApproveRefund($id: ID!) {\n    approveRefund(id: $id) {\n      ...RefundStageFields\n    }\n  }\n": typeof types.ApproveRefundDocument,
    "\n  mutation DenyRefund($id: ID!, $reason: String!) {\n    denyRefund(id: $id, reason: $reason) {\n      ...RefundStageFields\n    }\n  }\n": typeof types.DenyRefundDocument,
    "\n  mutation ResolvedAsRefunded($id: ID!) {\n    resolvedAsRefunded(id: $id) {\n      ...RefundStageFields\n    }\n  }\n": typeof types.ResolvedAsRefundedDocument,
    "\n  mutation ResolvedAsNotRefunded($id: ID!, $reason: String!) {\n    resolvedAsNotRefunded(id: $id, reason: $reason) {\n      ...RefundStageFields\n    }\n  }\n": typeof types.ResolvedAsNotRefundedDocument,
    "\n  mutation MerchantApprove($id: ID!) {\n    merchantApprove(id: $id) {\n      ...RefundStageFields\n    }\n  }\n": typeof types.MerchantApproveDocument,
    "\n  mutation MerchantDecline(\n    $id: ID!\n    $merchantDeclineReason: String!\n    $hasCancelPolicyExtended: Boolean\n    $extendedCancellationPolicyText: String\n    $merchantDeclineExplanation: String\n    $refundAlreadyPaid: String\n    $transactionDate: String\n    $transactionId: String\n    $refundAlreadyPaidAmount: Float\n  ) {\n    merchantDecline(\n      id: $id\n      merchantDeclineReason: $merchantDeclineReason\n      hasCancelPolicyExtended: $hasCancelPolicyExtended\n      extendedCancellationPolicyText: $extendedCancellationPolicyText\n      merchantDeclineExplanation: $merchantDeclineExplanation\n      refundAlreadyPaid: $refundAlreadyPaid\n      transactionDate: $transactionDate\n      transactionId: $transactionId\n      refundAlreadyPaidAmount: $refundAlreadyPaidAmount\n    ) {\n      ...RefundStageFields\n    }\n  }\n": typeof types.MerchantDeclineDocument,
    "\n  fragment ScheduledReportFields on ScheduledReport {\n    id\n    kind\n    period\n    paused\n    pausedReason\n    nextRunAt\n    lastSentAt\n    createdAt\n  }\n": typeof types.ScheduledReportFieldsFragmentDoc,
    "\n  query ScheduledReports {\n    scheduledReports {\n      ...ScheduledReportFields\n    }\n  }\n": typeof types.ScheduledReportsDocument,
    "\n  mutation CreateScheduledReport($kind: ReportKind!, $period: ReportPeriod!) {\n    createScheduledReport(kind: $kind, period: $period) {\n      ...ScheduledReportFields\n    }\n  }\n": typeof types.CreateScheduledReportDocument,
    "\n  mutation PauseScheduledReport($id: ID!) {\n    pauseScheduledReport(id: $id) {\n      ...ScheduledReportFields\n    }\n  }\n": typeof types.PauseScheduledReportDocument,
    "\n  mutation ResumeScheduledReport($id: ID!) {\n    resumeScheduledReport(id: $id) {\n      ...ScheduledReportFields\n    }\n  }\n": typeof types.ResumeScheduledReportDocument,
    "\n  mutation SendScheduledReportNow($id: ID!) {\n    sendScheduledReportNow(id: $id) {\n      ...ScheduledReportFields\n    }\n  }\n": typeof types.SendScheduledReportNowDocument,
    "\n  mutation DeleteScheduledReport($id: ID!) {\n    deleteScheduledReport(id: $id) {\n      success\n    }\n  }\n": typeof types.DeleteScheduledReportDocument,
    "\n  query RiskBlocks {\n    riskBlocks {\n      id\n      kind\n      value\n      note\n      createdAt\n    }\n  }\n": typeof types.RiskBlocksDocument,
    "\n  mutation AddRiskBlock($kind: String!, $value: String!, $note: String) {\n    addRiskBlock(kind: $kind, value: $value, note: $note) {\n      id\n    }\n  }\n": typeof types.AddRiskBlockDocument,
    "\n  mutation RemoveRiskBlock($id: ID!) {\n    removeRiskBlock(id: $id)\n  }\n": typeof types.RemoveRiskBlockDocument,
    "\n  query RiskVelocity {\n    riskVelocity {\n      maxDeclines\n      windowMinutes\n      keys\n    }\n  }\n": typeof types.RiskVelocityDocument,
    "\n  mutation SaveRiskVelocity($maxDeclines: Int, $windowMinutes: Int, $keys: [String!]) {\n    saveRiskVelocity(maxDeclines: $maxDeclines, windowMinutes: $windowMinutes, keys: $keys) {\n      maxDeclines\n      windowMinutes\n      keys\n    }\n  }\n": typeof types.SaveRiskVelocityDocument,
    "\n  query RiskMerchants {\n    organizations(type: [agency, airline, hotel]) {\n      id\n      name\n    }\n  }\n": typeof types.RiskMerchantsDocument,
    "\n  query MerchantRiskLimits($organizationId: ID!) {\n    merchantRiskLimits(organizationId: $organizationId) {\n      organizationId\n      maxAmountCents\n      reviewThresholdCents\n    }\n  }\n": typeof types.MerchantRiskLimitsDocument,
    "\n  mutation SaveMerchantRiskLimits($organizationId: ID!, $maxAmountCents: Int) {\n    saveMerchantRiskLimits(organizationId: $organizationId, maxAmountCents: $maxAmountCents) {\n      organizationId\n      maxAmountCents\n      reviewThresholdCents\n    }\n  }\n": typeof types.SaveMerchantRiskLimitsDocument,
    "\n  query GlobalSearch($query: String!) {\n    globalSearch(query: $query) {\n      query\n      groups {\n        kind\n        total\n        items {\n          id\n          kind\n          title\n          subtitle\n          url\n        }\n      }\n    }\n  }\n": typeof types.GlobalSearchDocument,
    "\n  fragment TransferOwnerFields on Organization {\n    id\n    name\n    logo {\n      url\n      cloudFrontUrl\n    }\n  }\n": typeof types.TransferOwnerFieldsFragmentDoc,
    "\n  fragment TransferListFields on Transfer {\n    id\n    code\n    amount\n    createdAt\n    notes\n    transferredBy {\n      name\n    }\n  }\n": typeof types.TransferListFieldsFragmentDoc,
    "\n  query TransactionInvoices(\n    $first: Int\n    $page: Int\n    $status: InvoiceStatus\n    $hasTransfer: Boolean\n    $sortField: String\n    $sortDirection: String\n    $searchParam: String\n  ) {\n    invoices(\n      first: $first\n      page: $page\n      status: $status\n      hasTransfer: $hasTransfer\n      sortField: $sortField\n      sortDirection: $sortDirection\n      searchParam: $searchParam\n    ) {\n      total\n      items {\n        id\n        code\n        status\n        paidAt\n        createdAt\n        transferId\n        merchantProcessingFee\n        totals {\n          subtotal\n          merchantFee\n        }\n        owner {\n          ...TransferOwnerFields\n        }\n      }\n    }\n  }\n": typeof types.TransactionInvoicesDocument,
    "\n  query TransactionCheckouts($status: WebPaymentStatus, $hasTransfer: Boolean, $first: Int, $searchParam: String) {\n    webPayments(status: $status, hasTransfer: $hasTransfer, first: $first, searchParam: $searchParam, sortField: \"paidAt\", sortDirection: \"DESC\") {\n      total\n      items {\n        id\n        code\n        status\n        createdAt\n        amount\n        merchantProcessingFee\n        owner {\n          ...TransferOwnerFields\n        }\n      }\n    }\n  }\n": typeof types.TransactionCheckoutsDocument,
    "\n  query TransactionRefunds($offeredToTransfer: Boolean, $releasedForTransfer: Boolean, $first: Int) {\n    refunds(offeredToTransfer: $offeredToTransfer, releasedForTransfer: $releasedForTransfer, first: $first, livemode: true) {\n      total\n      items {\n        id\n        code\n        createdAt\n        requestedAmount\n        approvedAmount\n        progressStatus\n        transferId\n        owner {\n          id\n          name\n        }\n        invoice {\n          id\n          code\n        }\n      }\n    }\n  }\n": typeof types.TransactionRefundsDocument,
    "\n  fragment TransactionDisputeFields on Dispute {\n    id\n    code\n    createdAt\n    disputeAmount\n    acceptanceFee\n    progressStatus\n    transferId\n    refundTransferId\n    owner {\n      id\n      name\n    }\n    invoice {\n      id\n      code\n    }\n    webPayment {\n      id\n      code\n    }\n  }\n": typeof types.TransactionDisputeFieldsFragmentDoc,
    "\n  query TransactionDisputes($progressStatus: [DisputeProgressStatus!], $hasTransfer: Boolean, $first: Int) {\n    disputes(progressStatus: $progressStatus, hasTransfer: $hasTransfer, first: $first) {\n      total\n      items {\n        ...TransactionDisputeFields\n      }\n    }\n  }\n": typeof types.TransactionDisputesDocument,
    "\n  query TransactionWonDisputes($progressStatus: [DisputeProgressStatus!], $stripeStatus: String, $hasRefundTransfer: Boolean, $first: Int) {\n    disputes(progressStatus: $progressStatus, stripeStatus: $stripeStatus, hasRefundTransfer: $hasRefundTransfer, first: $first) {\n      total\n      items {\n        ...TransactionDisputeFields\n      }\n    }\n  }\n": typeof types.TransactionWonDisputesDocument,
    "\n  mutation CreateTransaction(\n    $notes: String\n    $invoiceIds: [ID!]\n    $refundIds: [ID!]\n    $disputeIds: [ID!]\n    $checkoutIds: [ID!]\n    $wonDisputeIds: [ID!]\n    $releasedRefundIds: [ID!]\n    $confirmOverdraft: Boolean\n  ) {\n    createTransaction(\n      notes: $notes\n      invoiceIds: $invoiceIds\n      refundIds: $refundIds\n      disputeIds: $disputeIds\n      checkoutIds: $checkoutIds\n      wonDisputeIds: $wonDisputeIds\n      releasedRefundIds: $releasedRefundIds\n      confirmOverdraft: $confirmOverdraft\n    ) {\n      id\n      code\n    }\n  }\n": typeof types.CreateTransactionDocument,
    "\n  query Transfers($first: Int, $page: Int, $sortField: String, $sortDirection: String, $searchParam: String) {\n    transfers(first: $first, page: $page, sortField: $sortField, sortDirection: $sortDirection, searchParam: $searchParam) {\n      total\n      items {\n        ...TransferListFields\n      }\n    }\n  }\n": typeof types.TransfersDocument,
    "\n  query Transfer($id: ID!) {\n    transfer(id: $id) {\n      ...TransferListFields\n      updatedAt\n      overdrafts {\n        organizationId\n        organizationName\n        balance\n        share\n        overdraft\n      }\n      items {\n        kind\n        id\n        code\n        status\n        subtotal\n        amount\n        signedAmount\n        organization {\n          id\n          name\n        }\n      }\n      disputes {\n        ...TransactionDisputeFields\n      }\n      wonDisputes {\n        ...TransactionDisputeFields\n      }\n    }\n  }\n": typeof types.TransferDocument,
    "\n  mutation UpdateTransferNotes($id: ID!, $notes: String) {\n    updateTransferNotes(id: $id, notes: $notes) {\n      id\n      notes\n    }\n  }\n": typeof types.UpdateTransferNotesDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      id\n      name\n      surname\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  fragment UserRowFields on User {\n    id\n    name\n    surname\n    email\n    role\n    locked\n    createdAt\n    organizationId\n    organization {\n      id\n      name\n      type\n      status\n      logo {\n        id\n        url\n        cloudFrontUrl\n      }\n    }\n    avatar {\n      id\n      url\n      cloudFrontUrl\n    }\n  }\n": typeof types.UserRowFieldsFragmentDoc,
    "\n  query Users($first: Int, $page: Int, $sortField: String, $sortDirection: String, $searchParam: String, $roles: [Int!]) {\n    users(first: $first, page: $page, sortField: $sortField, sortDirection: $sortDirection, searchParam: $searchParam, roles: $roles) {\n      count\n      items {\n        ...UserRowFields\n      }\n    }\n  }\n": typeof types.UsersDocument,
    "\n  query User($id: ID!) {\n    user(id: $id) {\n      ...UserRowFields\n    }\n  }\n": typeof types.UserDocument,
    "\n  mutation UpdateUserDetails($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ...UserRowFields\n    }\n  }\n": typeof types.UpdateUserDetailsDocument,
    "\n  mutation LockUser($id: ID!) {\n    lockUser(user: { id: $id }) {\n      ...UserRowFields\n    }\n  }\n": typeof types.LockUserDocument,
    "\n  mutation UnlockUser($id: ID!) {\n    unlockUser(user: { id: $id }) {\n      ...UserRowFields\n    }\n  }\n": typeof types.UnlockUserDocument,
    "\n  mutation InviteUser($input: InviteUserInput!) {\n    inviteUser(input: $input) {\n      id\n    }\n  }\n": typeof types.InviteUserDocument,
    "\n  mutation UploadUserAvatar($file: UploadAvatarInput!) {\n    uploadUserAvatar(file: $file) {\n      id\n      url\n      cloudFrontUrl\n    }\n  }\n": typeof types.UploadUserAvatarDocument,
    "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    eventTypes\n    enabled\n    ordered\n    disabledReason\n    secret\n    previousSecretExpiresAt\n    failingSince\n    createdAt\n  }\n": typeof types.WebhookEndpointFieldsFragmentDoc,
    "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    workflowId\n    endpointId\n    endpointUrl\n    status\n    createdAt\n    finishedAt\n    attempts {\n      id\n      attemptedAt\n      statusCode\n      durationMs\n      responseExcerpt\n      error\n    }\n  }\n": typeof types.WebhookDeliveryFieldsFragmentDoc,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.WebhookEndpointsDocument,
    "\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.UpdateWebhookEndpointDocument,
    "\n  mutation RollWebhookEndpointSecret($id: ID!) {\n    rollWebhookEndpointSecret(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n": typeof types.RollWebhookEndpointSecretDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      success\n    }\n  }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  query WebhookEvents($type: String, $startingAfter: ID, $first: Int) {\n    webhookEvents(type: $type, startingAfter: $startingAfter, first: $first) {\n      items {\n        id\n        type\n        apiVersion\n        createdAt\n        livemode\n        payload\n      }\n      hasMore\n    }\n  }\n": typeof types.WebhookEventsDocument,
    "\n  query WebhookDeliveries($eventId: ID!) {\n    webhookDeliveries(eventId: $eventId) {\n      ...WebhookDeliveryFields\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation ResendWebhookEvent($eventId: ID!, $endpointId: ID) {\n    resendWebhookEvent(eventId: $eventId, endpointId: $endpointId) {\n      ...WebhookDeliveryFields\n    }\n  }\n": typeof types.ResendWebhookEventDocument,
};
const documents: Documents = {
    "\n  fragment EventHistoryFields on Event {\n    id\n    name\n    createdAt\n    user {\n      name\n      surname\n      email\n    }\n  }\n": types.EventHistoryFieldsFragmentDoc,
    "\n  query Session {\n    session {\n      user {\n        ...SessionUserFields\n      }\n      organization {\n        ...SessionOrganizationFields\n      }\n      secondFactorEnrolmentRequired\n    }\n  }\n": types.SessionDocument,
    "\n  mutation CreateSession($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      token\n      secondFactorChallenge\n      secondFactorEnrolmentRequired\n      user {\n        ...SessionUserFields\n        organization {\n          ...SessionOrganizationFields\n        }\n      }\n    }\n  }\n": types.CreateSessionDocument,
    "\n  mutation VerifySecondFactor($input: VerifySecondFactorInput!) {\n    verifySecondFactor(input: $input) {\n      token\n      user {\n        ...SessionUserFields\n        organization {\n          ...SessionOrganizationFields\n        }\n      }\n    }\n  }\n": types.VerifySecondFactorDocument,
    "\n  mutation DeleteSession {\n    deleteSession {\n      success\n    }\n  }\n": types.DeleteSessionDocument,
    "\n  query SessionIdle {\n    session {\n      idleMinutes\n    }\n  }\n": types.SessionIdleDocument,
    "\n  mutation RenewSession {\n    renewSession {\n      success\n    }\n  }\n": types.RenewSessionDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      browser\n      address\n      createdAt\n      lastActiveAt\n      current\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      success\n    }\n  }\n": types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n": types.EndOtherSessionsDocument,
    "\n  mutation UpdateSessionIdleLimit($minutes: Int) {\n    updateSessionIdleLimit(minutes: $minutes) {\n      success\n    }\n  }\n": types.UpdateSessionIdleLimitDocument,
    "\n  mutation ConfirmStepUp($action: String!, $code: String, $recoveryCode: String, $passkeyResponse: String) {\n    confirmStepUp(action: $action, code: $code, recoveryCode: $recoveryCode, passkeyResponse: $passkeyResponse) {\n      success\n    }\n  }\n": types.ConfirmStepUpDocument,
    "\n  mutation StepUpPasskeyOptions($action: String!) {\n    stepUpPasskeyOptions(action: $action)\n  }\n": types.StepUpPasskeyOptionsDocument,
    "\n  query StepUpPasskeys {\n    passkeys {\n      id\n    }\n  }\n": types.StepUpPasskeysDocument,
    "\n  query AuditLog(\n    $first: Int\n    $after: String\n    $subjectType: String\n    $search: String\n    $from: String\n    $to: String\n    $actorRole: Int\n    $organizationId: ID\n  ) {\n    auditLog(\n      first: $first\n      after: $after\n      subjectType: $subjectType\n      search: $search\n      from: $from\n      to: $to\n      actorRole: $actorRole\n      organizationId: $organizationId\n    ) {\n      endCursor\n      items {\n        id\n        name\n        createdAt\n        subjectType\n        subjectId\n        meta\n        actorRole\n        sourceIp\n        changes {\n          field\n          before\n          after\n        }\n        user {\n          name\n          surname\n          email\n        }\n        organization {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.AuditLogDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      email\n      name\n      createdAt\n      updatedAt\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation SendResetPasswordLink($email: String!) {\n    sendResetPasswordLink(email: $email) {\n      success\n    }\n  }\n": types.SendResetPasswordLinkDocument,
    "\n  mutation UpdatePassword($userId: ID!, $token: String!, $password: String!) {\n    updatePassword(userId: $userId, token: $token, password: $password) {\n      success\n    }\n  }\n": types.UpdatePasswordDocument,
    "\n  query VerifyEmailLink($userId: ID!, $token: String!) {\n    verifyEmailLink(userId: $userId, token: $token) {\n      success\n    }\n  }\n": types.VerifyEmailLinkDocument,
    "\n  mutation RequestToAddOrganization($input: RequestOrganizationInput!) {\n    requestToAddOrganization(input: $input) {\n      success\n    }\n  }\n": types.RequestToAddOrganizationDocument,
    "\n  fragment OrganizationProfileFields on Organization {\n    id\n    name\n    email\n    type\n    industry\n    status\n    address\n    licenseNumber\n    phoneNumber\n    website\n    mccCode\n    refundPolicyTerms\n    merchantProcessingFee\n    platformFee\n    logo {\n      id\n      url\n      cloudFrontUrl\n    }\n  }\n": types.OrganizationProfileFieldsFragmentDoc,
    "\n  fragment SessionOrganizationFields on Organization {\n    ...OrganizationProfileFields\n    refundPolicyLink\n    isBusinessProfileComplete\n  }\n": types.SessionOrganizationFieldsFragmentDoc,
    "\n  fragment SessionUserFields on User {\n    id\n    name\n    surname\n    email\n    role\n    locked\n    organizationId\n    avatar {\n      id\n      url\n      cloudFrontUrl\n    }\n  }\n": types.SessionUserFieldsFragmentDoc,
    "\n  query Passkeys {\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": types.PasskeysDocument,
    "\n  mutation PasskeyRegistrationOptions {\n    passkeyRegistrationOptions\n  }\n": types.PasskeyRegistrationOptionsDocument,
    "\n  mutation AddPasskey($name: String!, $response: String!) {\n    addPasskey(name: $name, response: $response) {\n      token\n      recoveryCodes\n      passkey {\n        id\n        name\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n": types.AddPasskeyDocument,
    "\n  mutation RenamePasskey($id: ID!, $name: String!) {\n    renamePasskey(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n": types.RenamePasskeyDocument,
    "\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id) {\n      success\n    }\n  }\n": types.RemovePasskeyDocument,
    "\n  mutation PasskeyAuthenticationOptions($challenge: String) {\n    passkeyAuthenticationOptions(challenge: $challenge)\n  }\n": types.PasskeyAuthenticationOptionsDocument,
    "\n  mutation SignInWithPasskey($response: String!) {\n    signInWithPasskey(response: $response) {\n      token\n      user {\n        ...SessionUserFields\n        organization {\n          ...SessionOrganizationFields\n        }\n      }\n    }\n  }\n": types.SignInWithPasskeyDocument,
    "\n  query SecondFactorStatus {\n    secondFactorStatus {\n      enabled\n      enabledAt\n      required\n      organizationRequires\n      recoveryCodesLeft\n    }\n  }\n": types.SecondFactorStatusDocument,
    "\n  mutation StartTotpEnrolment {\n    startTotpEnrolment {\n      otpauthUri\n      qrCodeSvg\n      key\n    }\n  }\n": types.StartTotpEnrolmentDocument,
    "\n  mutation ConfirmTotpEnrolment($code: String!) {\n    confirmTotpEnrolment(code: $code) {\n      recoveryCodes\n      token\n    }\n  }\n": types.ConfirmTotpEnrolmentDocument,
    "\n  mutation RegenerateRecoveryCodes($code: String, $passkeyResponse: String) {\n    regenerateRecoveryCodes(code: $code, passkeyResponse: $passkeyResponse) {\n      recoveryCodes\n    }\n  }\n": types.RegenerateRecoveryCodesDocument,
    "\n  mutation RecoveryCodesPasskeyOptions {\n    recoveryCodesPasskeyOptions\n  }\n": types.RecoveryCodesPasskeyOptionsDocument,
    "\n  mutation DisableTotp($code: String!) {\n    disableTotp(code: $code) {\n      success\n    }\n  }\n": types.DisableTotpDocument,
    "\n  mutation SetOrganizationSecondFactorRequired($required: Boolean!) {\n    setOrganizationSecondFactorRequired(required: $required) {\n      success\n    }\n  }\n": types.SetOrganizationSecondFactorRequiredDocument,
    "\n  mutation ResetSecondFactor($userId: ID!) {\n    resetSecondFactor(userId: $userId) {\n      success\n    }\n  }\n": types.ResetSecondFactorDocument,
    "\n  fragment CheckoutListFields on WebPayment {\n    id\n    code\n    status\n    amount\n    transactionFee\n    total\n    payable\n    merchantProcessingFee\n    currency\n    orderId\n    createdAt\n    paidAt\n    livemode\n    owner {\n      id\n      name\n      email\n      phoneNumber\n      logo {\n        id\n        url\n        cloudFrontUrl\n      }\n    }\n  }\n": types.CheckoutListFieldsFragmentDoc,
    "\n  query WebPayments(\n    $first: Int\n    $page: Int\n    $status: WebPaymentStatus\n    $sortField: String\n    $sortDirection: String\n    $searchParam: String\n    $startDate: DateTime\n    $endDate: DateTime\n    $livemode: Boolean\n  ) {\n    webPayments(\n      livemode: $livemode\n      first: $first\n      page: $page\n      status: $status\n      sortField: $sortField\n      sortDirection: $sortDirection\n      searchParam: $searchParam\n      startDate: $startDate\n      endDate: $endDate\n    ) {\n      total\n      items {\n        ...CheckoutListFields\n      }\n    }\n  }\n": types.WebPaymentsDocument,
    "\n  fragment CheckoutDetailFields on WebPayment {\n    ...CheckoutListFields\n    responseUrl\n    cancelUrl\n    metadata {\n      key\n      value\n    }\n    gatewayTransactionId\n    transferId\n    customerName\n    disbursedAt\n    payments {\n      id\n      amount\n      status\n      chargeId\n      processor\n      failCode\n      declineClass\n      failMessage\n      createdAt\n    }\n  }\n": types.CheckoutDetailFieldsFragmentDoc,
    "\n  query WebPayment($id: ID) {\n    webPayment(id: $id) {\n      ...CheckoutDetailFields\n    }\n  }\n": types.WebPaymentDocument,
    "\n  mutation DisburseWebPayment($id: ID!) {\n    disburseWebPayment(id: $id) {\n      ...CheckoutDetailFields\n    }\n  }\n": types.DisburseWebPaymentDocument,
    "\n  mutation SummaryOfCheckout($startDate: DateTime!, $endDate: DateTime!) {\n    summaryOfCheckout(startDate: $startDate, endDate: $endDate) {\n      success\n    }\n  }\n": types.SummaryOfCheckoutDocument,
    "\n  fragment MoneyPointFields on MoneyPoint {\n    bucket\n    grossCents\n    netCents\n    count\n  }\n": types.MoneyPointFieldsFragmentDoc,
    "\n  fragment DashboardQueueFields on DashboardQueue {\n    total\n    items {\n      id\n      code\n      label\n      amountCents\n      dueAt\n      url\n    }\n  }\n": types.DashboardQueueFieldsFragmentDoc,
    "\n  query MerchantDashboard($from: String, $to: String, $bucket: DashboardBucket, $livemode: Boolean) {\n    merchantDashboard(from: $from, to: $to, bucket: $bucket, livemode: $livemode) {\n      livemode\n      from\n      to\n      bucket\n      volume {\n        ...MoneyPointFields\n      }\n      grossCents\n      netCents\n      invoices {\n        paid\n        unpaid\n      }\n      checkouts {\n        paid\n        unpaid\n      }\n      refunds {\n        count\n        amountCents\n        rateBps\n      }\n      disputes {\n        count\n        amountCents\n        rateBps\n      }\n      payableBalanceCents\n      disputeDeadlines {\n        ...DashboardQueueFields\n      }\n      refundsAwaiting {\n        ...DashboardQueueFields\n      }\n    }\n  }\n": types.MerchantDashboardDocument,
    "\n  query BankDashboard($from: String, $to: String, $bucket: DashboardBucket) {\n    bankDashboard(from: $from, to: $to, bucket: $bucket) {\n      from\n      to\n      bucket\n      owedCents\n      owingCents\n      owed {\n        organizationId\n        name\n        balanceCents\n      }\n      owing {\n        organizationId\n        name\n        balanceCents\n      }\n      transfers {\n        ...MoneyPointFields\n      }\n      refundsAwaiting {\n        ...DashboardQueueFields\n      }\n      organizationsAwaiting {\n        ...DashboardQueueFields\n      }\n    }\n  }\n": types.BankDashboardDocument,
    "\n  query PlatformDashboard($from: String, $to: String, $bucket: DashboardBucket) {\n    platformDashboard(from: $from, to: $to, bucket: $bucket) {\n      from\n      to\n      bucket\n      volume {\n        ...MoneyPointFields\n      }\n      grossCents\n      feeRevenueCents\n      disputesByStatus {\n        status\n        count\n      }\n      disputesDueSoon {\n        ...DashboardQueueFields\n      }\n      refundsAwaiting {\n        ...DashboardQueueFields\n      }\n      stuckProcesses {\n        thresholdMinutes\n        checked\n        error\n        items {\n          workflowId\n          workflowType\n          startedAt\n          lastProgressAt\n          waitingOn\n          attempts\n          lastFailure\n        }\n      }\n    }\n  }\n": types.PlatformDashboardDocument,
    "\n  fragment MerchantKeyFields on MerchantKey {\n    id\n    name\n    apiKey\n    secretKey\n    isActive\n    livemode\n    createdAt\n  }\n": types.MerchantKeyFieldsFragmentDoc,
    "\n  query MerchantKeys {\n    merchantKeys {\n      ...MerchantKeyFields\n    }\n  }\n": types.MerchantKeysDocument,
    "\n  mutation CreateKeys($name: String!, $livemode: Boolean) {\n    createKeys(name: $name, livemode: $livemode) {\n      ...MerchantKeyFields\n    }\n  }\n": types.CreateKeysDocument,
    "\n  mutation ToggleMerchantKeyState($id: ID!, $isActive: Boolean!) {\n    toggleMerchantKeyState(id: $id, isActive: $isActive) {\n      ...MerchantKeyFields\n    }\n  }\n": types.ToggleMerchantKeyStateDocument,
    "\n  mutation DeleteMerchantKey($id: ID!) {\n    deleteMerchantKey(id: $id) {\n      success\n    }\n  }\n": types.DeleteMerchantKeyDocument,
    "\n  fragment DisputeFileFields on DisputeFile {\n    id\n    path\n    caption\n    originalUrl\n    mimetype\n    createdAt\n  }\n": types.DisputeFileFieldsFragmentDoc,
    "\n  fragment DisputeListFields on Dispute {\n    id\n    code\n    type\n    livemode\n    status\n    progressStatus\n    disputeAmount\n    reason\n    createdAt\n    merchantResponseDueDate\n    awaitingMyAction\n    availableActions\n    hasDocuments\n    owner {\n      ...ParentOwnerFields\n    }\n    invoice {\n      ...ParentInvoiceFields\n    }\n    webPayment {\n      id\n      code\n      amount\n      transactionFee\n    }\n  }\n": types.DisputeListFieldsFragmentDoc,
    "\n  query Disputes(\n    $first: Int\n    $page: Int\n    $invoiceId: ID\n    $status: DisputeStatus\n    $progressStatus: [DisputeProgressStatus!]\n    $sortField: String\n    $sortDirection: String\n    $searchParam: String\n    $awaitingMyAction: Boolean\n    $livemode: Boolean\n  ) {\n    disputes(\n      first: $first\n      page: $page\n      invoiceId: $invoiceId\n      status: $status\n      progressStatus: $progressStatus\n      sortField: $sortField\n      sortDirection: $sortDirection\n      searchParam: $searchParam\n      awaitingMyAction: $awaitingMyAction\n      livemode: $livemode\n    ) {\n      total\n      items {\n        ...DisputeListFields\n      }\n    }\n  }\n": types.DisputesDocument,
    "\n  query Dispute($id: ID!) {\n    dispute(id: $id) {\n      ...DisputeListFields\n      # The invoice's refunds: the decline form's choices and the status block (the list does not show them).\n      invoice {\n        id\n        refunds {\n          id\n          code\n          requestedAmount\n        }\n      }\n      stripeDisputeId\n      stripeStatus\n      resolutionDate\n      acceptanceFee\n      reasonToWinDispute\n      withdrawalDateByCustomer\n      customerAlreadyRefunded\n      refundDate\n      refundAmount\n      refundId\n      refundDescription\n      creditVoucherGivenDate\n      creditVoucherAmount\n      creditVoucherDescription\n      calcellationDelayDate\n      calcellationDelayDescription\n      otherReasonDescription\n      productOrServiceDetails\n      productServiceTypeProvided\n      additionalInformation\n      lastError\n      transferId\n      refundTransferId\n      transfer {\n        id\n        code\n      }\n      refundTransfer {\n        id\n        code\n      }\n      supportingDocument {\n        ...DisputeFileFields\n      }\n      refundProof {\n        ...DisputeFileFields\n      }\n      creditVoucherProof {\n        ...DisputeFileFields\n      }\n    }\n  }\n": types.DisputeDocument,
    "\n  query DisputeEvents($disputeId: ID!, $first: Int) {\n    events(disputeId: $disputeId, first: $first) {\n      total\n      items {\n        ...EventHistoryFields\n        slug\n        meta\n      }\n    }\n  }\n": types.DisputeEventsDocument,
    "\n  fragment DisputeStageFields on Dispute {\n    id\n    status\n    progressStatus\n    awaitingMyAction\n    availableActions\n    acceptanceFee\n    resolutionDate\n  }\n": types.DisputeStageFieldsFragmentDoc,
    "\n  mutation MerchantApproveDispute($id: ID!) {\n    merchantApproveDispute(id: $id) {\n      ...DisputeStageFields\n    }\n  }\n": types.MerchantApproveDisputeDocument,
    "\n  mutation PgApproveDispute($id: ID!) {\n    pgApproveDispute(id: $id) {\n      ...DisputeStageFields\n    }\n  }\n": types.PgApproveDisputeDocument,
    "\n  mutation PgDisputeInReview($id: ID!) {\n    pgDisputeInReview(id: $id) {\n      ...DisputeStageFields\n    }\n  }\n": types.PgDisputeInReviewDocument,
    "\n  mutation MerchantDenyDispute($dispute: MerchantDenyDisputeInput!) {\n    merchantDenyDispute(dispute: $dispute) {\n      ...DisputeStageFields\n    }\n  }\n": types.MerchantDenyDisputeDocument,
    "\n  mutation CreateFile($file: CreateFileInput!) {\n    createFile(file: $file) {\n      id\n      url\n      originalUrl\n      caption\n      type\n      mimetype\n      path\n      createdAt\n    }\n  }\n": types.CreateFileDocument,
    "\n  mutation RemoveFile($file: RemoveFileInput!) {\n    removeFile(file: $file) {\n      success\n    }\n  }\n": types.RemoveFileDocument,
    "\n  fragment GatewayCardFields on Card {\n    id\n    name\n    paymentGatewayId\n    paymentGateway {\n      id\n      name\n      displayName\n    }\n  }\n": types.GatewayCardFieldsFragmentDoc,
    "\n  query Cards($first: Int) {\n    cards(first: $first) {\n      ...GatewayCardFields\n    }\n  }\n": types.CardsDocument,
    "\n  query PaymentGateways {\n    paymentGateways {\n      id\n      name\n      displayName\n      available\n    }\n  }\n": types.PaymentGatewaysDocument,
    "\n  mutation CreateCard($name: String, $paymentGatewayId: ID) {\n    createCard(name: $name, paymentGatewayId: $paymentGatewayId) {\n      ...GatewayCardFields\n    }\n  }\n": types.CreateCardDocument,
    "\n  mutation RemoveCard($id: ID!) {\n    removeCard(id: $id) {\n      success\n    }\n  }\n": types.RemoveCardDocument,
    "\n  query ProcessorHealth {\n    processorHealth {\n      processor\n      displayName\n      state\n      calls\n      successRate\n      p95Ms\n      updatedAt\n    }\n  }\n": types.ProcessorHealthDocument,
    "\n  query CardRoutings {\n    cardRoutings {\n      cardId\n      brand\n      processors\n      rules {\n        minAmountCents\n        maxAmountCents\n        countries\n        processors\n      }\n    }\n  }\n": types.CardRoutingsDocument,
    "\n  mutation SaveCardRouting($cardId: ID!, $routing: CardRoutingInput!) {\n    saveCardRouting(cardId: $cardId, routing: $routing) {\n      cardId\n      brand\n      processors\n      rules {\n        minAmountCents\n        maxAmountCents\n        countries\n        processors\n      }\n    }\n  }\n": types.SaveCardRoutingDocument,
    "\n  query RoutingPreview($brand: String!, $amountCents: Int!, $country: String, $routing: CardRoutingInput) {\n    routingPreview(brand: $brand, amountCents: $amountCents, country: $country, routing: $routing) {\n      text\n      processors\n      rule\n    }\n  }\n": types.RoutingPreviewDocument,
    "\n  mutation CreateInvoice($invoice: CreateInvoiceInput!) {\n    createInvoice(invoice: $invoice) {\n      id\n      code\n      accessKey\n      status\n    }\n  }\n": types.CreateInvoiceDocument,
    "\n  query Organizations($type: [OrganizationType!], $status: [OrganizationStatus!]) {\n    organizations(type: $type, status: $status) {\n      id\n      name\n      type\n    }\n  }\n": types.OrganizationsDocument,
    "\n  fragment PayoutFields on Payout {\n    id\n    amount\n    remarks\n    payoutDate\n  }\n": types.PayoutFieldsFragmentDoc,
    "\n  fragment InvoiceFileFields on File {\n    id\n    url\n    originalUrl\n    cloudFrontUrl\n    caption\n    type\n    mimetype\n    path\n    createdAt\n  }\n": types.InvoiceFileFieldsFragmentDoc,
    "\n  fragment InvoiceListFields on Invoice {\n    id\n    code\n    name\n    type\n    status\n    recipientName\n    recipientSurName\n    recipientEmail\n    numberOfPax\n    dateOfService\n    dateOfArrival\n    merchantPO\n    accessKey\n    createdAt\n    paidAt\n    totals {\n      subtotal\n      fee\n      total\n    }\n    owner {\n      id\n      name\n      logo {\n        url\n        cloudFrontUrl\n      }\n    }\n  }\n": types.InvoiceListFieldsFragmentDoc,
    "\n  fragment InvoiceDetailFields on Invoice {\n    ...InvoiceListFields\n    merchantProcessingFee\n    platformFeePercent\n    transactionFee\n    refundPolicyTerms\n    estimatedDisbursementDate\n    actualDisbursementDate\n    gatewayTransactionId\n    transferId\n    transfer {\n      id\n      code\n    }\n    totals {\n      subtotal\n      fee\n      total\n      merchantFee\n      disbursements\n      net\n    }\n    owner {\n      id\n      name\n      email\n      phoneNumber\n      address\n      website\n      blockTransactions\n      platformFee\n      logo {\n        url\n        cloudFrontUrl\n      }\n    }\n    lineItems {\n      id\n      description\n      quantity\n      price\n      total\n      sort\n    }\n    disbursements {\n      id\n      amount\n      type\n      isDefault\n      recipientId\n      recipient {\n        id\n        name\n        type\n      }\n      hotelInvoice {\n        ...InvoiceFileFields\n      }\n      doiDocument {\n        ...InvoiceFileFields\n      }\n    }\n    payments {\n      id\n      amount\n      status\n      stripeChargeId\n      createdAt\n      failMessage\n      failCode\n      declineClass\n      processor\n      source {\n        brand\n        last4\n      }\n    }\n    payouts {\n      ...PayoutFields\n    }\n    creditAdvices {\n      ...InvoiceFileFields\n    }\n    disbursedBy {\n      id\n      name\n      email\n    }\n    refunds {\n      id\n      code\n      progressStatus\n      requestedAmount\n    }\n    disputes {\n      id\n      code\n      createdAt\n      disputeAmount\n      status\n      progressStatus\n    }\n  }\n": types.InvoiceDetailFieldsFragmentDoc,
    "\n  query Invoices($first: Int, $page: Int, $status: InvoiceStatus, $sortField: String, $sortDirection: String, $searchParam: String) {\n    invoices(first: $first, page: $page, status: $status, sortField: $sortField, sortDirection: $sortDirection, searchParam: $searchParam) {\n      total\n      items {\n        ...InvoiceListFields\n      }\n    }\n  }\n": types.InvoicesDocument,
    "\n  query Invoice($id: ID) {\n    invoice(id: $id) {\n      ...InvoiceDetailFields\n    }\n  }\n": types.InvoiceDocument,
    "\n  query Events($invoiceId: ID!, $first: Int) {\n    events(invoiceId: $invoiceId, first: $first) {\n      total\n      items {\n        id\n        name\n        createdAt\n        user {\n          name\n          surname\n          email\n        }\n      }\n    }\n  }\n": types.EventsDocument,
    "\n  mutation UpdateStatus($id: ID!, $status: InvoiceStatus!) {\n    updateStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n": types.UpdateStatusDocument,
    "\n  mutation UpdateInvoice($invoice: UpdateInvoiceInput!) {\n    updateInvoice(invoice: $invoice) {\n      id\n    }\n  }\n": types.UpdateInvoiceDocument,
    "\n  mutation SaveInvoicePayout($payout: InvoicePayoutInput!) {\n    saveInvoicePayout(payout: $payout) {\n      ...PayoutFields\n    }\n  }\n": types.SaveInvoicePayoutDocument,
    "\n  mutation DeleteInvoicePayout($id: ID!) {\n    deleteInvoicePayout(id: $id) {\n      success\n    }\n  }\n": types.DeleteInvoicePayoutDocument,
    "\n  mutation SaveInvoiceItem($invoiceItem: InvoiceItemInput!) {\n    saveInvoiceItem(invoiceItem: $invoiceItem) {\n      id\n    }\n  }\n": types.SaveInvoiceItemDocument,
    "\n  mutation DeleteInvoiceItem($id: ID!) {\n    deleteInvoiceItem(id: $id) {\n      success\n    }\n  }\n": types.DeleteInvoiceItemDocument,
    "\n  mutation SaveDisbursement($disbursement: SaveDisbursementInput!) {\n    saveDisbursement(disbursement: $disbursement) {\n      id\n    }\n  }\n": types.SaveDisbursementDocument,
    "\n  mutation DeleteDisbursement($id: ID!) {\n    deleteDisbursement(id: $id) {\n      success\n    }\n  }\n": types.DeleteDisbursementDocument,
    "\n  query DisbursementRecipients {\n    organizations(type: [government, airline, hotel, agency], status: [active]) {\n      id\n      name\n      type\n    }\n  }\n": types.DisbursementRecipientsDocument,
    "\n  query SendTOSummary($emails: [String!]!) {\n    sendTOSummary(emails: $emails) {\n      success\n    }\n  }\n": types.SendToSummaryDocument,
    "\n  fragment LedgerOrganizationFields on Organization {\n    id\n    name\n    type\n    email\n    currentBalance\n    logo {\n      url\n      cloudFrontUrl\n    }\n  }\n": types.LedgerOrganizationFieldsFragmentDoc,
    "\n  query LedgerOrganizations($first: Int, $page: Int, $sortField: String, $sortDirection: String, $searchParam: String, $type: [OrganizationType!], $status: [OrganizationStatus!]) {\n    ledgerOrganizations(first: $first, page: $page, sortField: $sortField, sortDirection: $sortDirection, searchParam: $searchParam, type: $type, status: $status) {\n      total\n      items {\n        ...LedgerOrganizationFields\n      }\n    }\n  }\n": types.LedgerOrganizationsDocument,
    "\n  query LedgerOrganization($id: ID!) {\n    organization(id: $id) {\n      ...LedgerOrganizationFields\n    }\n  }\n": types.LedgerOrganizationDocument,
    "\n  query OrgLedger($organizationId: ID!, $first: Int, $page: Int, $after: String) {\n    orgLedger(organizationId: $organizationId, first: $first, page: $page, after: $after) {\n      ...LedgerEntryFields\n    }\n  }\n": types.OrgLedgerDocument,
    "\n  query OutstandingAmount {\n    outstandingAmount {\n      amount\n      owing\n      owingOrganizations\n    }\n  }\n": types.OutstandingAmountDocument,
    "\n  query LedgerAccounts {\n    ledgerAccounts {\n      id\n      kind\n      name\n      processor\n      balance\n      entries\n    }\n  }\n": types.LedgerAccountsDocument,
    "\n  query LedgerAccountEntries($accountId: ID!, $first: Int, $page: Int, $after: String) {\n    ledgerAccountEntries(accountId: $accountId, first: $first, page: $page, after: $after) {\n      ...LedgerEntryFields\n    }\n  }\n": types.LedgerAccountEntriesDocument,
    "\n  fragment LedgerAuditRunFields on LedgerAuditRun {\n    id\n    trigger\n    status\n    startedAt\n    finishedAt\n    checks\n    differenceCount\n    differences {\n      check\n      subject\n      detail\n    }\n    error\n    mailedAt\n  }\n": types.LedgerAuditRunFieldsFragmentDoc,
    "\n  query LedgerAuditRuns($first: Int) {\n    ledgerAuditRuns(first: $first) {\n      ...LedgerAuditRunFields\n    }\n  }\n": types.LedgerAuditRunsDocument,
    "\n  mutation RunLedgerAudit {\n    runLedgerAudit {\n      ...LedgerAuditRunFields\n    }\n  }\n": types.RunLedgerAuditDocument,
    "\n  fragment LedgerEntryFields on LedgerEntryList {\n    total\n    endCursor\n    items {\n      id\n      amount\n      balance\n      transactionType\n      createdAt\n      remarks\n      sourceType\n      sourceId\n    }\n  }\n": types.LedgerEntryFieldsFragmentDoc,
    "\n  query AcceptedCards($first: Int) {\n    cards(first: $first) {\n      id\n      name\n    }\n  }\n": types.AcceptedCardsDocument,
    "\n  mutation UpdateOrganization($input: UpdateOrganizationInput!) {\n    updateOrganization(input: $input) {\n      ...SessionOrganizationFields\n    }\n  }\n": types.UpdateOrganizationDocument,
    "\n  mutation CloseOrganization($id: ID!) {\n    closeOrganization(id: $id) {\n      success\n    }\n  }\n": types.CloseOrganizationDocument,
    "\n  query OrganizationAutocomplete($name: String, $first: Int, $after: String, $status: [OrganizationStatus!], $type: [OrganizationType!]) {\n    organizationAutocomplete(name: $name, first: $first, after: $after, status: $status, type: $type) {\n      edges {\n        id\n        name\n        cursor\n      }\n      pageInfo {\n        endCursor\n        startCursor\n        hasNextPage\n      }\n    }\n  }\n": types.OrganizationAutocompleteDocument,
    "\n  fragment OrganizationRowFields on Organization {\n    ...OrganizationProfileFields\n    shortDescription\n    verified\n    createdAt\n  }\n": types.OrganizationRowFieldsFragmentDoc,
    "\n  query OrganizationList(\n    $first: Int\n    $page: Int\n    $sortField: String\n    $sortDirection: String\n    $searchParam: String\n    $status: [OrganizationStatus!]\n    $type: [OrganizationType!]\n  ) {\n    organizationList(\n      first: $first\n      page: $page\n      sortField: $sortField\n      sortDirection: $sortDirection\n      searchParam: $searchParam\n      status: $status\n      type: $type\n    ) {\n      total\n      items {\n        ...OrganizationRowFields\n      }\n    }\n  }\n": types.OrganizationListDocument,
    "\n  query OrganizationDetails($id: ID!) {\n    organization(id: $id) {\n      ...OrganizationRowFields\n    }\n  }\n": types.OrganizationDetailsDocument,
    "\n  mutation ApproveOrganization($id: ID!) {\n    approveOrganization(id: $id) {\n      ...OrganizationRowFields\n    }\n  }\n": types.ApproveOrganizationDocument,
    "\n  mutation SuspendOrganization($id: ID!) {\n    suspendOrganization(id: $id) {\n      ...OrganizationRowFields\n    }\n  }\n": types.SuspendOrganizationDocument,
    "\n  mutation UpdateOrganizationPlatformFee($id: ID!, $platformFee: Float) {\n    updateOrganizationPlatformFee(id: $id, platformFee: $platformFee) {\n      success\n    }\n  }\n": types.UpdateOrganizationPlatformFeeDocument,
    "\n  mutation UpdateOrganizationDetails($input: UpdateOrganizationInput!) {\n    updateOrganization(input: $input) {\n      ...OrganizationRowFields\n    }\n  }\n": types.UpdateOrganizationDetailsDocument,
    "\n  mutation CreateOrganization($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      id\n    }\n  }\n": types.CreateOrganizationDocument,
    "\n  mutation SummaryOfOrganization($status: [OrganizationStatus!], $type: [OrganizationType!], $searchParam: String) {\n    summaryOfOrganization(status: $status, type: $type, searchParam: $searchParam) {\n      success\n    }\n  }\n": types.SummaryOfOrganizationDocument,
    "\n  query OrganizationEvents($organizationId: ID, $first: Int) {\n    events(organizationId: $organizationId, first: $first) {\n      total\n      items {\n        id\n        name\n        createdAt\n        user {\n          name\n          surname\n          email\n        }\n      }\n    }\n  }\n": types.OrganizationEventsDocument,
    "\n  mutation CreateLogo($file: CreateFileInput!) {\n    createFile(file: $file) {\n      id\n      url\n      cloudFrontUrl\n    }\n  }\n": types.CreateLogoDocument,
    "\n  mutation RemoveLogo($id: ID!) {\n    removeLogo(id: $id) {\n      success\n    }\n  }\n": types.RemoveLogoDocument,
    "\n  query ProcessTimeline($kind: ProcessKind!, $id: ID!) {\n    processTimeline(kind: $kind, id: $id) {\n      id\n      kind\n      recordId\n      workflowId\n      running\n      note\n      temporalUiUrl\n      steps {\n        at\n        title\n        detail\n        actor\n        state\n      }\n    }\n  }\n": types.ProcessTimelineDocument,
    "\n  query ChargeReconciliations {\n    chargeReconciliations {\n      id\n      recordKind\n      recordId\n      recordCode\n      organizationName\n      processor\n      idempotencyKey\n      amount\n      attemptedAt\n      settledAt\n      outcome\n    }\n  }\n": types.ChargeReconciliationsDocument,
    "\n  mutation SettleChargeReconciliation($id: ID!, $outcome: ReconciliationOutcome!, $chargeId: String) {\n    settleChargeReconciliation(id: $id, outcome: $outcome, chargeId: $chargeId) {\n      id\n      settledAt\n      outcome\n      chargeId\n    }\n  }\n": types.SettleChargeReconciliationDocument,
    "\n  fragment RefundFileFields on File {\n    id\n    url\n    originalUrl\n    caption\n    type\n    mimetype\n    path\n    createdAt\n  }\n": types.RefundFileFieldsFragmentDoc,
    "\n  fragment ParentOwnerFields on Organization {\n    id\n    name\n    logo {\n      id\n      url\n      cloudFrontUrl\n    }\n  }\n": types.ParentOwnerFieldsFragmentDoc,
    "\n  fragment ParentInvoiceFields on Invoice {\n    id\n    code\n    recipientName\n    recipientSurName\n    merchantPO\n    totals {\n      subtotal\n      fee\n      total\n    }\n  }\n": types.ParentInvoiceFieldsFragmentDoc,
    "\n  fragment RefundListFields on Refund {\n    id\n    code\n    type\n    livemode\n    status\n    progressStatus\n    requestedAmount\n    reason\n    createdAt\n    awaitingMyAction\n    hasSupportingDocuments\n    totals {\n      subtotal\n      fee\n      total\n    }\n    owner {\n      ...ParentOwnerFields\n    }\n    invoice {\n      ...ParentInvoiceFields\n    }\n    webPayment {\n      id\n      code\n      amount\n      transactionFee\n    }\n  }\n": types.RefundListFieldsFragmentDoc,
    "\n  query Refunds(\n    $first: Int\n    $page: Int\n    $status: RefundStatus\n    $progressStatus: RefundProgressStatus\n    $sortField: String\n    $sortDirection: String\n    $searchParam: String\n    $awaitingMyAction: Boolean\n    $livemode: Boolean\n  ) {\n    refunds(\n      first: $first\n      page: $page\n      status: $status\n      progressStatus: $progressStatus\n      sortField: $sortField\n      sortDirection: $sortDirection\n      searchParam: $searchParam\n      awaitingMyAction: $awaitingMyAction\n      livemode: $livemode\n    ) {\n      total\n      items {\n        ...RefundListFields\n      }\n    }\n  }\n": types.RefundsDocument,
    "\n  query Refund($id: ID!) {\n    refund(id: $id) {\n      ...RefundListFields\n      # The invoice's other refunds: the decline wizard's choices (the list does not show them).\n      invoice {\n        id\n        refunds {\n          id\n          code\n          requestedAmount\n          progressStatus\n        }\n      }\n      approvedAmount\n      closedDate\n      notes\n      pointOfContact\n      denialReason\n      refundPolicyTerms\n      merchantDeclineReason\n      merchantDeclineExplanation\n      hasCancelPolicyExtended\n      extendedCancellationPolicyText\n      refundAlreadyPaid\n      refundAlreadyPaidAmount\n      transactionDate\n      transactionId\n      lastError\n      initiatedBy {\n        id\n        name\n        surname\n        email\n      }\n      lineItems {\n        id\n        description\n        amount\n      }\n      supportingDocuments {\n        ...RefundFileFields\n      }\n      proofs {\n        id\n        url\n        caption\n      }\n    }\n  }\n": types.RefundDocument,
    "\n  query RefundEvents($refundId: ID!, $first: Int) {\n    events(refundId: $refundId, first: $first) {\n      total\n      items {\n        ...EventHistoryFields\n        slug\n        meta\n      }\n    }\n  }\n": types.RefundEventsDocument,
    "\n  query AvailableRefundAmountAndRefundPolicyTerms($parentEntityId: ID!, $type: RefundParentType) {\n    availableRefundAmountAndRefundPolicyTerms(parentEntityId: $parentEntityId, type: $type) {\n      amount\n      refundPolicyTerms\n      platformFee\n      chargedSubtotal\n      chargedFee\n      refundedSubtotal\n      refundedFee\n    }\n  }\n": types.AvailableRefundAmountAndRefundPolicyTermsDocument,
    "\n  query RefundParentInvoice($id: ID) {\n    invoice(id: $id) {\n      id\n      code\n    }\n  }\n": types.RefundParentInvoiceDocument,
    "\n  mutation RequestRefund($refund: RequestRefundInput!) {\n    requestRefund(refund: $refund) {\n      id\n      code\n    }\n  }\n": types.RequestRefundDocument,
    "\n  fragment RefundStageFields on Refund {\n    id\n    status\n    progressStatus\n    awaitingMyAction\n    closedDate\n    denialReason\n  }\n": types.RefundStageFieldsFragmentDoc,
    "\n  mutation ApproveRefund($id: ID!) {\n    approveRefund(id: $id) {\n      ...RefundStageFields\n    }\n  }\n": types.ApproveRefundDocument,
    "\n  mutation DenyRefund($id: ID!, $reason: String!) {\n    denyRefund(id: $id, reason: $reason) {\n      ...RefundStageFields\n    }\n  }\n": types.DenyRefundDocument,
    "\n  mutation ResolvedAsRefunded($id: ID!) {\n    resolvedAsRefunded(id: $id) {\n      ...RefundStageFields\n    }\n  }\n": types.ResolvedAsRefundedDocument,
    "\n  mutation ResolvedAsNotRefunded($id: ID!, $reason: String!) {\n    resolvedAsNotRefunded(id: $id, reason: $reason) {\n      ...RefundStageFields\n    }\n  }\n": types.ResolvedAsNotRefundedDocument,
    "\n  mutation MerchantApprove($id: ID!) {\n    merchantApprove(id: $id) {\n      ...RefundStageFields\n    }\n  }\n": types.MerchantApproveDocument,
    "\n  mutation MerchantDecline(\n    $id: ID!\n    $merchantDeclineReason: String!\n    $hasCancelPolicyExtended: Boolean\n    $extendedCancellationPolicyText: String\n    $merchantDeclineExplanation: String\n    $refundAlreadyPaid: String\n    $transactionDate: String\n    $transactionId: String\n    $refundAlreadyPaidAmount: Float\n  ) {\n    merchantDecline(\n      id: $id\n      merchantDeclineReason: $merchantDeclineReason\n      hasCancelPolicyExtended: $hasCancelPolicyExtended\n      extendedCancellationPolicyText: $extendedCancellationPolicyText\n      merchantDeclineExplanation: $merchantDeclineExplanation\n      refundAlreadyPaid: $refundAlreadyPaid\n      transactionDate: $transactionDate\n      transactionId: $transactionId\n      refundAlreadyPaidAmount: $refundAlreadyPaidAmount\n    ) {\n      ...RefundStageFields\n    }\n  }\n": types.MerchantDeclineDocument,
    "\n  fragment ScheduledReportFields on ScheduledReport {\n    id\n    kind\n    period\n    paused\n    pausedReason\n    nextRunAt\n    lastSentAt\n    createdAt\n  }\n": types.ScheduledReportFieldsFragmentDoc,
    "\n  query ScheduledReports {\n    scheduledReports {\n      ...ScheduledReportFields\n    }\n  }\n": types.ScheduledReportsDocument,
    "\n  mutation CreateScheduledReport($kind: ReportKind!, $period: ReportPeriod!) {\n    createScheduledReport(kind: $kind, period: $period) {\n      ...ScheduledReportFields\n    }\n  }\n": types.CreateScheduledReportDocument,
    "\n  mutation PauseScheduledReport($id: ID!) {\n    pauseScheduledReport(id: $id) {\n      ...ScheduledReportFields\n    }\n  }\n": types.PauseScheduledReportDocument,
    "\n  mutation ResumeScheduledReport($id: ID!) {\n    resumeScheduledReport(id: $id) {\n      ...ScheduledReportFields\n    }\n  }\n": types.ResumeScheduledReportDocument,
    "\n  mutation SendScheduledReportNow($id: ID!) {\n    sendScheduledReportNow(id: $id) {\n      ...ScheduledReportFields\n    }\n  }\n": types.SendScheduledReportNowDocument,
    "\n  mutation DeleteScheduledReport($id: ID!) {\n    deleteScheduledReport(id: $id) {\n      success\n    }\n  }\n": types.DeleteScheduledReportDocument,
    "\n  query RiskBlocks {\n    riskBlocks {\n      id\n      kind\n      value\n      note\n      createdAt\n    }\n  }\n": types.RiskBlocksDocument,
    "\n  mutation AddRiskBlock($kind: String!, $value: String!, $note: String) {\n    addRiskBlock(kind: $kind, value: $value, note: $note) {\n      id\n    }\n  }\n": types.AddRiskBlockDocument,
    "\n  mutation RemoveRiskBlock($id: ID!) {\n    removeRiskBlock(id: $id)\n  }\n": types.RemoveRiskBlockDocument,
    "\n  query RiskVelocity {\n    riskVelocity {\n      maxDeclines\n      windowMinutes\n      keys\n    }\n  }\n": types.RiskVelocityDocument,
    "\n  mutation SaveRiskVelocity($maxDeclines: Int, $windowMinutes: Int, $keys: [String!]) {\n    saveRiskVelocity(maxDeclines: $maxDeclines, windowMinutes: $windowMinutes, keys: $keys) {\n      maxDeclines\n      windowMinutes\n      keys\n    }\n  }\n": types.SaveRiskVelocityDocument,
    "\n  query RiskMerchants {\n    organizations(type: [agency, airline, hotel]) {\n      id\n      name\n    }\n  }\n": types.RiskMerchantsDocument,
    "\n  query MerchantRiskLimits($organizationId: ID!) {\n    merchantRiskLimits(organizationId: $organizationId) {\n      organizationId\n      maxAmountCents\n      reviewThresholdCents\n    }\n  }\n": types.MerchantRiskLimitsDocument,
    "\n  mutation SaveMerchantRiskLimits($organizationId: ID!, $maxAmountCents: Int) {\n    saveMerchantRiskLimits(organizationId: $organizationId, maxAmountCents: $maxAmountCents) {\n      organizationId\n      maxAmountCents\n      reviewThresholdCents\n    }\n  }\n": types.SaveMerchantRiskLimitsDocument,
    "\n  query GlobalSearch($query: String!) {\n    globalSearch(query: $query) {\n      query\n      groups {\n        kind\n        total\n        items {\n          id\n          kind\n          title\n          subtitle\n          url\n        }\n      }\n    }\n  }\n": types.GlobalSearchDocument,
    "\n  fragment TransferOwnerFields on Organization {\n    id\n    name\n    logo {\n      url\n      cloudFrontUrl\n    }\n  }\n": types.TransferOwnerFieldsFragmentDoc,
    "\n  fragment TransferListFields on Transfer {\n    id\n    code\n    amount\n    createdAt\n    notes\n    transferredBy {\n      name\n    }\n  }\n": types.TransferListFieldsFragmentDoc,
    "\n  query TransactionInvoices(\n    $first: Int\n    $page: Int\n    $status: InvoiceStatus\n    $hasTransfer: Boolean\n    $sortField: String\n    $sortDirection: String\n    $searchParam: String\n  ) {\n    invoices(\n      first: $first\n      page: $page\n      status: $status\n      hasTransfer: $hasTransfer\n      sortField: $sortField\n      sortDirection: $sortDirection\n      searchParam: $searchParam\n    ) {\n      total\n      items {\n        id\n        code\n        status\n        paidAt\n        createdAt\n        transferId\n        merchantProcessingFee\n        totals {\n          subtotal\n          merchantFee\n        }\n        owner {\n          ...TransferOwnerFields\n        }\n      }\n    }\n  }\n": types.TransactionInvoicesDocument,
    "\n  query TransactionCheckouts($status: WebPaymentStatus, $hasTransfer: Boolean, $first: Int, $searchParam: String) {\n    webPayments(status: $status, hasTransfer: $hasTransfer, first: $first, searchParam: $searchParam, sortField: \"paidAt\", sortDirection: \"DESC\") {\n      total\n      items {\n        id\n        code\n        status\n        createdAt\n        amount\n        merchantProcessingFee\n        owner {\n          ...TransferOwnerFields\n        }\n      }\n    }\n  }\n": types.TransactionCheckoutsDocument,
    "\n  query TransactionRefunds($offeredToTransfer: Boolean, $releasedForTransfer: Boolean, $first: Int) {\n    refunds(offeredToTransfer: $offeredToTransfer, releasedForTransfer: $releasedForTransfer, first: $first, livemode: true) {\n      total\n      items {\n        id\n        code\n        createdAt\n        requestedAmount\n        approvedAmount\n        progressStatus\n        transferId\n        owner {\n          id\n          name\n        }\n        invoice {\n          id\n          code\n        }\n      }\n    }\n  }\n": types.TransactionRefundsDocument,
    "\n  fragment TransactionDisputeFields on Dispute {\n    id\n    code\n    createdAt\n    disputeAmount\n    acceptanceFee\n    progressStatus\n    transferId\n    refundTransferId\n    owner {\n      id\n      name\n    }\n    invoice {\n      id\n      code\n    }\n    webPayment {\n      id\n      code\n    }\n  }\n": types.TransactionDisputeFieldsFragmentDoc,
    "\n  query TransactionDisputes($progressStatus: [DisputeProgressStatus!], $hasTransfer: Boolean, $first: Int) {\n    disputes(progressStatus: $progressStatus, hasTransfer: $hasTransfer, first: $first) {\n      total\n      items {\n        ...TransactionDisputeFields\n      }\n    }\n  }\n": types.TransactionDisputesDocument,
    "\n  query TransactionWonDisputes($progressStatus: [DisputeProgressStatus!], $stripeStatus: String, $hasRefundTransfer: Boolean, $first: Int) {\n    disputes(progressStatus: $progressStatus, stripeStatus: $stripeStatus, hasRefundTransfer: $hasRefundTransfer, first: $first) {\n      total\n      items {\n        ...TransactionDisputeFields\n      }\n    }\n  }\n": types.TransactionWonDisputesDocument,
    "\n  mutation CreateTransaction(\n    $notes: String\n    $invoiceIds: [ID!]\n    $refundIds: [ID!]\n    $disputeIds: [ID!]\n    $checkoutIds: [ID!]\n    $wonDisputeIds: [ID!]\n    $releasedRefundIds: [ID!]\n    $confirmOverdraft: Boolean\n  ) {\n    createTransaction(\n      notes: $notes\n      invoiceIds: $invoiceIds\n      refundIds: $refundIds\n      disputeIds: $disputeIds\n      checkoutIds: $checkoutIds\n      wonDisputeIds: $wonDisputeIds\n      releasedRefundIds: $releasedRefundIds\n      confirmOverdraft: $confirmOverdraft\n    ) {\n      id\n      code\n    }\n  }\n": types.CreateTransactionDocument,
    "\n  query Transfers($first: Int, $page: Int, $sortField: String, $sortDirection: String, $searchParam: String) {\n    transfers(first: $first, page: $page, sortField: $sortField, sortDirection: $sortDirection, searchParam: $searchParam) {\n      total\n      items {\n        ...TransferListFields\n      }\n    }\n  }\n": types.TransfersDocument,
    "\n  query Transfer($id: ID!) {\n    transfer(id: $id) {\n      ...TransferListFields\n      updatedAt\n      overdrafts {\n        organizationId\n        organizationName\n        balance\n        share\n        overdraft\n      }\n      items {\n        kind\n        id\n        code\n        status\n        subtotal\n        amount\n        signedAmount\n        organization {\n          id\n          name\n        }\n      }\n      disputes {\n        ...TransactionDisputeFields\n      }\n      wonDisputes {\n        ...TransactionDisputeFields\n      }\n    }\n  }\n": types.TransferDocument,
    "\n  mutation UpdateTransferNotes($id: ID!, $notes: String) {\n    updateTransferNotes(id: $id, notes: $notes) {\n      id\n      notes\n    }\n  }\n": types.UpdateTransferNotesDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      id\n      name\n      surname\n    }\n  }\n": types.UpdateUserDocument,
    "\n  fragment UserRowFields on User {\n    id\n    name\n    surname\n    email\n    role\n    locked\n    createdAt\n    organizationId\n    organization {\n      id\n      name\n      type\n      status\n      logo {\n        id\n        url\n        cloudFrontUrl\n      }\n    }\n    avatar {\n      id\n      url\n      cloudFrontUrl\n    }\n  }\n": types.UserRowFieldsFragmentDoc,
    "\n  query Users($first: Int, $page: Int, $sortField: String, $sortDirection: String, $searchParam: String, $roles: [Int!]) {\n    users(first: $first, page: $page, sortField: $sortField, sortDirection: $sortDirection, searchParam: $searchParam, roles: $roles) {\n      count\n      items {\n        ...UserRowFields\n      }\n    }\n  }\n": types.UsersDocument,
    "\n  query User($id: ID!) {\n    user(id: $id) {\n      ...UserRowFields\n    }\n  }\n": types.UserDocument,
    "\n  mutation UpdateUserDetails($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ...UserRowFields\n    }\n  }\n": types.UpdateUserDetailsDocument,
    "\n  mutation LockUser($id: ID!) {\n    lockUser(user: { id: $id }) {\n      ...UserRowFields\n    }\n  }\n": types.LockUserDocument,
    "\n  mutation UnlockUser($id: ID!) {\n    unlockUser(user: { id: $id }) {\n      ...UserRowFields\n    }\n  }\n": types.UnlockUserDocument,
    "\n  mutation InviteUser($input: InviteUserInput!) {\n    inviteUser(input: $input) {\n      id\n    }\n  }\n": types.InviteUserDocument,
    "\n  mutation UploadUserAvatar($file: UploadAvatarInput!) {\n    uploadUserAvatar(file: $file) {\n      id\n      url\n      cloudFrontUrl\n    }\n  }\n": types.UploadUserAvatarDocument,
    "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    eventTypes\n    enabled\n    ordered\n    disabledReason\n    secret\n    previousSecretExpiresAt\n    failingSince\n    createdAt\n  }\n": types.WebhookEndpointFieldsFragmentDoc,
    "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    workflowId\n    endpointId\n    endpointUrl\n    status\n    createdAt\n    finishedAt\n    attempts {\n      id\n      attemptedAt\n      statusCode\n      durationMs\n      responseExcerpt\n      error\n    }\n  }\n": types.WebhookDeliveryFieldsFragmentDoc,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n": types.WebhookEndpointsDocument,
    "\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      ...WebhookEndpointFields\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ...WebhookEndpointFields\n    }\n  }\n": types.UpdateWebhookEndpointDocument,
    "\n  mutation RollWebhookEndpointSecret($id: ID!) {\n    rollWebhookEndpointSecret(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n": types.RollWebhookEndpointSecretDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      success\n    }\n  }\n": types.DeleteWebhookEndpointDocument,
    "\n  query WebhookEvents($type: String, $startingAfter: ID, $first: Int) {\n    webhookEvents(type: $type, startingAfter: $startingAfter, first: $first) {\n      items {\n        id\n        type\n        apiVersion\n        createdAt\n        livemode\n        payload\n      }\n      hasMore\n    }\n  }\n": types.WebhookEventsDocument,
    "\n  query WebhookDeliveries($eventId: ID!) {\n    webhookDeliveries(eventId: $eventId) {\n      ...WebhookDeliveryFields\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation ResendWebhookEvent($eventId: ID!, $endpointId: ID) {\n    resendWebhookEvent(eventId: $eventId, endpointId: $endpointId) {\n      ...WebhookDeliveryFields\n    }\n  }\n": types.ResendWebhookEventDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventHistoryFields on Event {\n    id\n    name\n    createdAt\n    user {\n      name\n      surname\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment EventHistoryFields on Event {\n    id\n    name\n    createdAt\n    user {\n      name\n      surname\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Session {\n    session {\n      user {\n        ...SessionUserFields\n      }\n      organization {\n        ...SessionOrganizationFields\n      }\n      secondFactorEnrolmentRequired\n    }\n  }\n"): (typeof documents)["\n  query Session {\n    session {\n      user {\n        ...SessionUserFields\n      }\n      organization {\n        ...SessionOrganizationFields\n      }\n      secondFactorEnrolmentRequired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSession($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      token\n      secondFactorChallenge\n      secondFactorEnrolmentRequired\n      user {\n        ...SessionUserFields\n        organization {\n          ...SessionOrganizationFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSession($input: CreateSessionInput!) {\n    createSession(input: $input) {\n      token\n      secondFactorChallenge\n      secondFactorEnrolmentRequired\n      user {\n        ...SessionUserFields\n        organization {\n          ...SessionOrganizationFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifySecondFactor($input: VerifySecondFactorInput!) {\n    verifySecondFactor(input: $input) {\n      token\n      user {\n        ...SessionUserFields\n        organization {\n          ...SessionOrganizationFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifySecondFactor($input: VerifySecondFactorInput!) {\n    verifySecondFactor(input: $input) {\n      token\n      user {\n        ...SessionUserFields\n        organization {\n          ...SessionOrganizationFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSession {\n    deleteSession {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSession {\n    deleteSession {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionIdle {\n    session {\n      idleMinutes\n    }\n  }\n"): (typeof documents)["\n  query SessionIdle {\n    session {\n      idleMinutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenewSession {\n    renewSession {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation RenewSession {\n    renewSession {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions {\n    mySessions {\n      id\n      browser\n      address\n      createdAt\n      lastActiveAt\n      current\n    }\n  }\n"): (typeof documents)["\n  query MySessions {\n    mySessions {\n      id\n      browser\n      address\n      createdAt\n      lastActiveAt\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n"): (typeof documents)["\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSessionIdleLimit($minutes: Int) {\n    updateSessionIdleLimit(minutes: $minutes) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSessionIdleLimit($minutes: Int) {\n    updateSessionIdleLimit(minutes: $minutes) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmStepUp($action: String!, $code: String, $recoveryCode: String, $passkeyResponse: String) {\n    confirmStepUp(action: $action, code: $code, recoveryCode: $recoveryCode, passkeyResponse: $passkeyResponse) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmStepUp($action: String!, $code: String, $recoveryCode: String, $passkeyResponse: String) {\n    confirmStepUp(action: $action, code: $code, recoveryCode: $recoveryCode, passkeyResponse: $passkeyResponse) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StepUpPasskeyOptions($action: String!) {\n    stepUpPasskeyOptions(action: $action)\n  }\n"): (typeof documents)["\n  mutation StepUpPasskeyOptions($action: String!) {\n    stepUpPasskeyOptions(action: $action)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StepUpPasskeys {\n    passkeys {\n      id\n    }\n  }\n"): (typeof documents)["\n  query StepUpPasskeys {\n    passkeys {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog(\n    $first: Int\n    $after: String\n    $subjectType: String\n    $search: String\n    $from: String\n    $to: String\n    $actorRole: Int\n    $organizationId: ID\n  ) {\n    auditLog(\n      first: $first\n      after: $after\n      subjectType: $subjectType\n      search: $search\n      from: $from\n      to: $to\n      actorRole: $actorRole\n      organizationId: $organizationId\n    ) {\n      endCursor\n      items {\n        id\n        name\n        createdAt\n        subjectType\n        subjectId\n        meta\n        actorRole\n        sourceIp\n        changes {\n          field\n          before\n          after\n        }\n        user {\n          name\n          surname\n          email\n        }\n        organization {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLog(\n    $first: Int\n    $after: String\n    $subjectType: String\n    $search: String\n    $from: String\n    $to: String\n    $actorRole: Int\n    $organizationId: ID\n  ) {\n    auditLog(\n      first: $first\n      after: $after\n      subjectType: $subjectType\n      search: $search\n      from: $from\n      to: $to\n      actorRole: $actorRole\n      organizationId: $organizationId\n    ) {\n      endCursor\n      items {\n        id\n        name\n        createdAt\n        subjectType\n        subjectId\n        meta\n        actorRole\n        sourceIp\n        changes {\n          field\n          before\n          after\n        }\n        user {\n          name\n          surname\n          email\n        }\n        organization {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      email\n      name\n      createdAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      id\n      email\n      name\n      createdAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendResetPasswordLink($email: String!) {\n    sendResetPasswordLink(email: $email) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation SendResetPasswordLink($email: String!) {\n    sendResetPasswordLink(email: $email) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePassword($userId: ID!, $token: String!, $password: String!) {\n    updatePassword(userId: $userId, token: $token, password: $password) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePassword($userId: ID!, $token: String!, $password: String!) {\n    updatePassword(userId: $userId, token: $token, password: $password) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyEmailLink($userId: ID!, $token: String!) {\n    verifyEmailLink(userId: $userId, token: $token) {\n      success\n    }\n  }\n"): (typeof documents)["\n  query VerifyEmailLink($userId: ID!, $token: String!) {\n    verifyEmailLink(userId: $userId, token: $token) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestToAddOrganization($input: RequestOrganizationInput!) {\n    requestToAddOrganization(input: $input) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation RequestToAddOrganization($input: RequestOrganizationInput!) {\n    requestToAddOrganization(input: $input) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrganizationProfileFields on Organization {\n    id\n    name\n    email\n    type\n    industry\n    status\n    address\n    licenseNumber\n    phoneNumber\n    website\n    mccCode\n    refundPolicyTerms\n    merchantProcessingFee\n    platformFee\n    logo {\n      id\n      url\n      cloudFrontUrl\n    }\n  }\n"): (typeof documents)["\n  fragment OrganizationProfileFields on Organization {\n    id\n    name\n    email\n    type\n    industry\n    status\n    address\n    licenseNumber\n    phoneNumber\n    website\n    mccCode\n    refundPolicyTerms\n    merchantProcessingFee\n    platformFee\n    logo {\n      id\n      url\n      cloudFrontUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionOrganizationFields on Organization {\n    ...OrganizationProfileFields\n    refundPolicyLink\n    isBusinessProfileComplete\n  }\n"): (typeof documents)["\n  fragment SessionOrganizationFields on Organization {\n    ...OrganizationProfileFields\n    refundPolicyLink\n    isBusinessProfileComplete\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUserFields on User {\n    id\n    name\n    surname\n    email\n    role\n    locked\n    organizationId\n    avatar {\n      id\n      url\n      cloudFrontUrl\n    }\n  }\n"): (typeof documents)["\n  fragment SessionUserFields on User {\n    id\n    name\n    surname\n    email\n    role\n    locked\n    organizationId\n    avatar {\n      id\n      url\n      cloudFrontUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Passkeys {\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  query Passkeys {\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasskeyRegistrationOptions {\n    passkeyRegistrationOptions\n  }\n"): (typeof documents)["\n  mutation PasskeyRegistrationOptions {\n    passkeyRegistrationOptions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPasskey($name: String!, $response: String!) {\n    addPasskey(name: $name, response: $response) {\n      token\n      recoveryCodes\n      passkey {\n        id\n        name\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddPasskey($name: String!, $response: String!) {\n    addPasskey(name: $name, response: $response) {\n      token\n      recoveryCodes\n      passkey {\n        id\n        name\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenamePasskey($id: ID!, $name: String!) {\n    renamePasskey(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation RenamePasskey($id: ID!, $name: String!) {\n    renamePasskey(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation RemovePasskey($id: ID!) {\n    removePasskey(id: $id) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasskeyAuthenticationOptions($challenge: String) {\n    passkeyAuthenticationOptions(challenge: $challenge)\n  }\n"): (typeof documents)["\n  mutation PasskeyAuthenticationOptions($challenge: String) {\n    passkeyAuthenticationOptions(challenge: $challenge)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInWithPasskey($response: String!) {\n    signInWithPasskey(response: $response) {\n      token\n      user {\n        ...SessionUserFields\n        organization {\n          ...SessionOrganizationFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignInWithPasskey($response: String!) {\n    signInWithPasskey(response: $response) {\n      token\n      user {\n        ...SessionUserFields\n        organization {\n          ...SessionOrganizationFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecondFactorStatus {\n    secondFactorStatus {\n      enabled\n      enabledAt\n      required\n      organizationRequires\n      recoveryCodesLeft\n    }\n  }\n"): (typeof documents)["\n  query SecondFactorStatus {\n    secondFactorStatus {\n      enabled\n      enabledAt\n      required\n      organizationRequires\n      recoveryCodesLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTotpEnrolment {\n    startTotpEnrolment {\n      otpauthUri\n      qrCodeSvg\n      key\n    }\n  }\n"): (typeof documents)["\n  mutation StartTotpEnrolment {\n    startTotpEnrolment {\n      otpauthUri\n      qrCodeSvg\n      key\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTotpEnrolment($code: String!) {\n    confirmTotpEnrolment(code: $code) {\n      recoveryCodes\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmTotpEnrolment($code: String!) {\n    confirmTotpEnrolment(code: $code) {\n      recoveryCodes\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateRecoveryCodes($code: String, $passkeyResponse: String) {\n    regenerateRecoveryCodes(code: $code, passkeyResponse: $passkeyResponse) {\n      recoveryCodes\n    }\n  }\n"): (typeof documents)["\n  mutation RegenerateRecoveryCodes($code: String, $passkeyResponse: String) {\n    regenerateRecoveryCodes(code: $code, passkeyResponse: $passkeyResponse) {\n      recoveryCodes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecoveryCodesPasskeyOptions {\n    recoveryCodesPasskeyOptions\n  }\n"): (typeof documents)["\n  mutation RecoveryCodesPasskeyOptions {\n    recoveryCodesPasskeyOptions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTotp($code: String!) {\n    disableTotp(code: $code) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation DisableTotp($code: String!) {\n    disableTotp(code: $code) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOrganizationSecondFactorRequired($required: Boolean!) {\n    setOrganizationSecondFactorRequired(required: $required) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation SetOrganizationSecondFactorRequired($required: Boolean!) {\n    setOrganizationSecondFactorRequired(required: $required) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetSecondFactor($userId: ID!) {\n    resetSecondFactor(userId: $userId) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation ResetSecondFactor($userId: ID!) {\n    resetSecondFactor(userId: $userId) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutListFields on WebPayment {\n    id\n    code\n    status\n    amount\n    transactionFee\n    total\n    payable\n    merchantProcessingFee\n    currency\n    orderId\n    createdAt\n    paidAt\n    livemode\n    owner {\n      id\n      name\n      email\n      phoneNumber\n      logo {\n        id\n        url\n        cloudFrontUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CheckoutListFields on WebPayment {\n    id\n    code\n    status\n    amount\n    transactionFee\n    total\n    payable\n    merchantProcessingFee\n    currency\n    orderId\n    createdAt\n    paidAt\n    livemode\n    owner {\n      id\n      name\n      email\n      phoneNumber\n      logo {\n        id\n        url\n        cloudFrontUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebPayments(\n    $first: Int\n    $page: Int\n    $status: WebPaymentStatus\n    $sortField: String\n    $sortDirection: String\n    $searchParam: String\n    $startDate: DateTime\n    $endDate: DateTime\n    $livemode: Boolean\n  ) {\n    webPayments(\n      livemode: $livemode\n      first: $first\n      page: $page\n      status: $status\n      sortField: $sortField\n      sortDirection: $sortDirection\n      searchParam: $searchParam\n      startDate: $startDate\n      endDate: $endDate\n    ) {\n      total\n      items {\n        ...CheckoutListFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebPayments(\n    $first: Int\n    $page: Int\n    $status: WebPaymentStatus\n    $sortField: String\n    $sortDirection: String\n    $searchParam: String\n    $startDate: DateTime\n    $endDate: DateTime\n    $livemode: Boolean\n  ) {\n    webPayments(\n      livemode: $livemode\n      first: $first\n      page: $page\n      status: $status\n      sortField: $sortField\n      sortDirection: $sortDirection\n      searchParam: $searchParam\n      startDate: $startDate\n      endDate: $endDate\n    ) {\n      total\n      items {\n        ...CheckoutListFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutDetailFields on WebPayment {\n    ...CheckoutListFields\n    responseUrl\n    cancelUrl\n    metadata {\n      key\n      value\n    }\n    gatewayTransactionId\n    transferId\n    customerName\n    disbursedAt\n    payments {\n      id\n      amount\n      status\n      chargeId\n      processor\n      failCode\n      declineClass\n      failMessage\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment CheckoutDetailFields on WebPayment {\n    ...CheckoutListFields\n    responseUrl\n    cancelUrl\n    metadata {\n      key\n      value\n    }\n    gatewayTransactionId\n    transferId\n    customerName\n    disbursedAt\n    payments {\n      id\n      amount\n      status\n      chargeId\n      processor\n      failCode\n      declineClass\n      failMessage\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebPayment($id: ID) {\n    webPayment(id: $id) {\n      ...CheckoutDetailFields\n    }\n  }\n"): (typeof documents)["\n  query WebPayment($id: ID) {\n    webPayment(id: $id) {\n      ...CheckoutDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisburseWebPayment($id: ID!) {\n    disburseWebPayment(id: $id) {\n      ...CheckoutDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation DisburseWebPayment($id: ID!) {\n    disburseWebPayment(id: $id) {\n      ...CheckoutDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SummaryOfCheckout($startDate: DateTime!, $endDate: DateTime!) {\n    summaryOfCheckout(startDate: $startDate, endDate: $endDate) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation SummaryOfCheckout($startDate: DateTime!, $endDate: DateTime!) {\n    summaryOfCheckout(startDate: $startDate, endDate: $endDate) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MoneyPointFields on MoneyPoint {\n    bucket\n    grossCents\n    netCents\n    count\n  }\n"): (typeof documents)["\n  fragment MoneyPointFields on MoneyPoint {\n    bucket\n    grossCents\n    netCents\n    count\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardQueueFields on DashboardQueue {\n    total\n    items {\n      id\n      code\n      label\n      amountCents\n      dueAt\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment DashboardQueueFields on DashboardQueue {\n    total\n    items {\n      id\n      code\n      label\n      amountCents\n      dueAt\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MerchantDashboard($from: String, $to: String, $bucket: DashboardBucket, $livemode: Boolean) {\n    merchantDashboard(from: $from, to: $to, bucket: $bucket, livemode: $livemode) {\n      livemode\n      from\n      to\n      bucket\n      volume {\n        ...MoneyPointFields\n      }\n      grossCents\n      netCents\n      invoices {\n        paid\n        unpaid\n      }\n      checkouts {\n        paid\n        unpaid\n      }\n      refunds {\n        count\n        amountCents\n        rateBps\n      }\n      disputes {\n        count\n        amountCents\n        rateBps\n      }\n      payableBalanceCents\n      disputeDeadlines {\n        ...DashboardQueueFields\n      }\n      refundsAwaiting {\n        ...DashboardQueueFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MerchantDashboard($from: String, $to: String, $bucket: DashboardBucket, $livemode: Boolean) {\n    merchantDashboard(from: $from, to: $to, bucket: $bucket, livemode: $livemode) {\n      livemode\n      from\n      to\n      bucket\n      volume {\n        ...MoneyPointFields\n      }\n      grossCents\n      netCents\n      invoices {\n        paid\n        unpaid\n      }\n      checkouts {\n        paid\n        unpaid\n      }\n      refunds {\n        count\n        amountCents\n        rateBps\n      }\n      disputes {\n        count\n        amountCents\n        rateBps\n      }\n      payableBalanceCents\n      disputeDeadlines {\n        ...DashboardQueueFields\n      }\n      refundsAwaiting {\n        ...DashboardQueueFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankDashboard($from: String, $to: String, $bucket: DashboardBucket) {\n    bankDashboard(from: $from, to: $to, bucket: $bucket) {\n      from\n      to\n      bucket\n      owedCents\n      owingCents\n      owed {\n        organizationId\n        name\n        balanceCents\n      }\n      owing {\n        organizationId\n        name\n        balanceCents\n      }\n      transfers {\n        ...MoneyPointFields\n      }\n      refundsAwaiting {\n        ...DashboardQueueFields\n      }\n      organizationsAwaiting {\n        ...DashboardQueueFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query BankDashboard($from: String, $to: String, $bucket: DashboardBucket) {\n    bankDashboard(from: $from, to: $to, bucket: $bucket) {\n      from\n      to\n      bucket\n      owedCents\n      owingCents\n      owed {\n        organizationId\n        name\n        balanceCents\n      }\n      owing {\n        organizationId\n        name\n        balanceCents\n      }\n      transfers {\n        ...MoneyPointFields\n      }\n      refundsAwaiting {\n        ...DashboardQueueFields\n      }\n      organizationsAwaiting {\n        ...DashboardQueueFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlatformDashboard($from: String, $to: String, $bucket: DashboardBucket) {\n    platformDashboard(from: $from, to: $to, bucket: $bucket) {\n      from\n      to\n      bucket\n      volume {\n        ...MoneyPointFields\n      }\n      grossCents\n      feeRevenueCents\n      disputesByStatus {\n        status\n        count\n      }\n      disputesDueSoon {\n        ...DashboardQueueFields\n      }\n      refundsAwaiting {\n        ...DashboardQueueFields\n      }\n      stuckProcesses {\n        thresholdMinutes\n        checked\n        error\n        items {\n          workflowId\n          workflowType\n          startedAt\n          lastProgressAt\n          waitingOn\n          attempts\n          lastFailure\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlatformDashboard($from: String, $to: String, $bucket: DashboardBucket) {\n    platformDashboard(from: $from, to: $to, bucket: $bucket) {\n      from\n      to\n      bucket\n      volume {\n        ...MoneyPointFields\n      }\n      grossCents\n      feeRevenueCents\n      disputesByStatus {\n        status\n        count\n      }\n      disputesDueSoon {\n        ...DashboardQueueFields\n      }\n      refundsAwaiting {\n        ...DashboardQueueFields\n      }\n      stuckProcesses {\n        thresholdMinutes\n        checked\n        error\n        items {\n          workflowId\n          workflowType\n          startedAt\n          lastProgressAt\n          waitingOn\n          attempts\n          lastFailure\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MerchantKeyFields on MerchantKey {\n    id\n    name\n    apiKey\n    secretKey\n    isActive\n    livemode\n    createdAt\n  }\n"): (typeof documents)["\n  fragment MerchantKeyFields on MerchantKey {\n    id\n    name\n    apiKey\n    secretKey\n    isActive\n    livemode\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MerchantKeys {\n    merchantKeys {\n      ...MerchantKeyFields\n    }\n  }\n"): (typeof documents)["\n  query MerchantKeys {\n    merchantKeys {\n      ...MerchantKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateKeys($name: String!, $livemode: Boolean) {\n    createKeys(name: $name, livemode: $livemode) {\n      ...MerchantKeyFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateKeys($name: String!, $livemode: Boolean) {\n    createKeys(name: $name, livemode: $livemode) {\n      ...MerchantKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleMerchantKeyState($id: ID!, $isActive: Boolean!) {\n    toggleMerchantKeyState(id: $id, isActive: $isActive) {\n      ...MerchantKeyFields\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleMerchantKeyState($id: ID!, $isActive: Boolean!) {\n    toggleMerchantKeyState(id: $id, isActive: $isActive) {\n      ...MerchantKeyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMerchantKey($id: ID!) {\n    deleteMerchantKey(id: $id) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteMerchantKey($id: ID!) {\n    deleteMerchantKey(id: $id) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DisputeFileFields on DisputeFile {\n    id\n    path\n    caption\n    originalUrl\n    mimetype\n    createdAt\n  }\n"): (typeof documents)["\n  fragment DisputeFileFields on DisputeFile {\n    id\n    path\n    caption\n    originalUrl\n    mimetype\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DisputeListFields on Dispute {\n    id\n    code\n    type\n    livemode\n    status\n    progressStatus\n    disputeAmount\n    reason\n    createdAt\n    merchantResponseDueDate\n    awaitingMyAction\n    availableActions\n    hasDocuments\n    owner {\n      ...ParentOwnerFields\n    }\n    invoice {\n      ...ParentInvoiceFields\n    }\n    webPayment {\n      id\n      code\n      amount\n      transactionFee\n    }\n  }\n"): (typeof documents)["\n  fragment DisputeListFields on Dispute {\n    id\n    code\n    type\n    livemode\n    status\n    progressStatus\n    disputeAmount\n    reason\n    createdAt\n    merchantResponseDueDate\n    awaitingMyAction\n    availableActions\n    hasDocuments\n    owner {\n      ...ParentOwnerFields\n    }\n    invoice {\n      ...ParentInvoiceFields\n    }\n    webPayment {\n      id\n      code\n      amount\n      transactionFee\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Disputes(\n    $first: Int\n    $page: Int\n    $invoiceId: ID\n    $status: DisputeStatus\n    $progressStatus: [DisputeProgressStatus!]\n    $sortField: String\n    $sortDirection: String\n    $searchParam: String\n    $awaitingMyAction: Boolean\n    $livemode: Boolean\n  ) {\n    disputes(\n      first: $first\n      page: $page\n      invoiceId: $invoiceId\n      status: $status\n      progressStatus: $progressStatus\n      sortField: $sortField\n      sortDirection: $sortDirection\n      searchParam: $searchParam\n      awaitingMyAction: $awaitingMyAction\n      livemode: $livemode\n    ) {\n      total\n      items {\n        ...DisputeListFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Disputes(\n    $first: Int\n    $page: Int\n    $invoiceId: ID\n    $status: DisputeStatus\n    $progressStatus: [DisputeProgressStatus!]\n    $sortField: String\n    $sortDirection: String\n    $searchParam: String\n    $awaitingMyAction: Boolean\n    $livemode: Boolean\n  ) {\n    disputes(\n      first: $first\n      page: $page\n      invoiceId: $invoiceId\n      status: $status\n      progressStatus: $progressStatus\n      sortField: $sortField\n      sortDirection: $sortDirection\n      searchParam: $searchParam\n      awaitingMyAction: $awaitingMyAction\n      livemode: $livemode\n    ) {\n      total\n      items {\n        ...DisputeListFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dispute($id: ID!) {\n    dispute(id: $id) {\n      ...DisputeListFields\n      # The invoice's refunds: the decline form's choices and the status block (the list does not show them).\n      invoice {\n        id\n        refunds {\n          id\n          code\n          requestedAmount\n        }\n      }\n      stripeDisputeId\n      stripeStatus\n      resolutionDate\n      acceptanceFee\n      reasonToWinDispute\n      withdrawalDateByCustomer\n      customerAlreadyRefunded\n      refundDate\n      refundAmount\n      refundId\n      refundDescription\n      creditVoucherGivenDate\n      creditVoucherAmount\n      creditVoucherDescription\n      calcellationDelayDate\n      calcellationDelayDescription\n      otherReasonDescription\n      productOrServiceDetails\n      productServiceTypeProvided\n      additionalInformation\n      lastError\n      transferId\n      refundTransferId\n      transfer {\n        id\n        code\n      }\n      refundTransfer {\n        id\n        code\n      }\n      supportingDocument {\n        ...DisputeFileFields\n      }\n      refundProof {\n        ...DisputeFileFields\n      }\n      creditVoucherProof {\n        ...DisputeFileFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Dispute($id: ID!) {\n    dispute(id: $id) {\n      ...DisputeListFields\n      # The invoice's refunds: the decline form's choices and the status block (the list does not show them).\n      invoice {\n        id\n        refunds {\n          id\n          code\n          requestedAmount\n        }\n      }\n      stripeDisputeId\n      stripeStatus\n      resolutionDate\n      acceptanceFee\n      reasonToWinDispute\n      withdrawalDateByCustomer\n      customerAlreadyRefunded\n      refundDate\n      refundAmount\n      refundId\n      refundDescription\n      creditVoucherGivenDate\n      creditVoucherAmount\n      creditVoucherDescription\n      calcellationDelayDate\n      calcellationDelayDescription\n      otherReasonDescription\n      productOrServiceDetails\n      productServiceTypeProvided\n      additionalInformation\n      lastError\n      transferId\n      refundTransferId\n      transfer {\n        id\n        code\n      }\n      refundTransfer {\n        id\n        code\n      }\n      supportingDocument {\n        ...DisputeFileFields\n      }\n      refundProof {\n        ...DisputeFileFields\n      }\n      creditVoucherProof {\n        ...DisputeFileFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DisputeEvents($disputeId: ID!, $first: Int) {\n    events(disputeId: $disputeId, first: $first) {\n      total\n      items {\n        ...EventHistoryFields\n        slug\n        meta\n      }\n    }\n  }\n"): (typeof documents)["\n  query DisputeEvents($disputeId: ID!, $first: Int) {\n    events(disputeId: $disputeId, first: $first) {\n      total\n      items {\n        ...EventHistoryFields\n        slug\n        meta\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DisputeStageFields on Dispute {\n    id\n    status\n    progressStatus\n    awaitingMyAction\n    availableActions\n    acceptanceFee\n    resolutionDate\n  }\n"): (typeof documents)["\n  fragment DisputeStageFields on Dispute {\n    id\n    status\n    progressStatus\n    awaitingMyAction\n    availableActions\n    acceptanceFee\n    resolutionDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MerchantApproveDispute($id: ID!) {\n    merchantApproveDispute(id: $id) {\n      ...DisputeStageFields\n    }\n  }\n"): (typeof documents)["\n  mutation MerchantApproveDispute($id: ID!) {\n    merchantApproveDispute(id: $id) {\n      ...DisputeStageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PgApproveDispute($id: ID!) {\n    pgApproveDispute(id: $id) {\n      ...DisputeStageFields\n    }\n  }\n"): (typeof documents)["\n  mutation PgApproveDispute($id: ID!) {\n    pgApproveDispute(id: $id) {\n      ...DisputeStageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PgDisputeInReview($id: ID!) {\n    pgDisputeInReview(id: $id) {\n      ...DisputeStageFields\n    }\n  }\n"): (typeof documents)["\n  mutation PgDisputeInReview($id: ID!) {\n    pgDisputeInReview(id: $id) {\n      ...DisputeStageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MerchantDenyDispute($dispute: MerchantDenyDisputeInput!) {\n    merchantDenyDispute(dispute: $dispute) {\n      ...DisputeStageFields\n    }\n  }\n"): (typeof documents)["\n  mutation MerchantDenyDispute($dispute: MerchantDenyDisputeInput!) {\n    merchantDenyDispute(dispute: $dispute) {\n      ...DisputeStageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFile($file: CreateFileInput!) {\n    createFile(file: $file) {\n      id\n      url\n      originalUrl\n      caption\n      type\n      mimetype\n      path\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFile($file: CreateFileInput!) {\n    createFile(file: $file) {\n      id\n      url\n      originalUrl\n      caption\n      type\n      mimetype\n      path\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFile($file: RemoveFileInput!) {\n    removeFile(file: $file) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFile($file: RemoveFileInput!) {\n    removeFile(file: $file) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GatewayCardFields on Card {\n    id\n    name\n    paymentGatewayId\n    paymentGateway {\n      id\n      name\n      displayName\n    }\n  }\n"): (typeof documents)["\n  fragment GatewayCardFields on Card {\n    id\n    name\n    paymentGatewayId\n    paymentGateway {\n      id\n      name\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cards($first: Int) {\n    cards(first: $first) {\n      ...GatewayCardFields\n    }\n  }\n"): (typeof documents)["\n  query Cards($first: Int) {\n    cards(first: $first) {\n      ...GatewayCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentGateways {\n    paymentGateways {\n      id\n      name\n      displayName\n      available\n    }\n  }\n"): (typeof documents)["\n  query PaymentGateways {\n    paymentGateways {\n      id\n      name\n      displayName\n      available\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCard($name: String, $paymentGatewayId: ID) {\n    createCard(name: $name, paymentGatewayId: $paymentGatewayId) {\n      ...GatewayCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCard($name: String, $paymentGatewayId: ID) {\n    createCard(name: $name, paymentGatewayId: $paymentGatewayId) {\n      ...GatewayCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCard($id: ID!) {\n    removeCard(id: $id) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveCard($id: ID!) {\n    removeCard(id: $id) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProcessorHealth {\n    processorHealth {\n      processor\n      displayName\n      state\n      calls\n      successRate\n      p95Ms\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query ProcessorHealth {\n    processorHealth {\n      processor\n      displayName\n      state\n      calls\n      successRate\n      p95Ms\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CardRoutings {\n    cardRoutings {\n      cardId\n      brand\n      processors\n      rules {\n        minAmountCents\n        maxAmountCents\n        countries\n        processors\n      }\n    }\n  }\n"): (typeof documents)["\n  query CardRoutings {\n    cardRoutings {\n      cardId\n      brand\n      processors\n      rules {\n        minAmountCents\n        maxAmountCents\n        countries\n        processors\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCardRouting($cardId: ID!, $routing: CardRoutingInput!) {\n    saveCardRouting(cardId: $cardId, routing: $routing) {\n      cardId\n      brand\n      processors\n      rules {\n        minAmountCents\n        maxAmountCents\n        countries\n        processors\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveCardRouting($cardId: ID!, $routing: CardRoutingInput!) {\n    saveCardRouting(cardId: $cardId, routing: $routing) {\n      cardId\n      brand\n      processors\n      rules {\n        minAmountCents\n        maxAmountCents\n        countries\n        processors\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoutingPreview($brand: String!, $amountCents: Int!, $country: String, $routing: CardRoutingInput) {\n    routingPreview(brand: $brand, amountCents: $amountCents, country: $country, routing: $routing) {\n      text\n      processors\n      rule\n    }\n  }\n"): (typeof documents)["\n  query RoutingPreview($brand: String!, $amountCents: Int!, $country: String, $routing: CardRoutingInput) {\n    routingPreview(brand: $brand, amountCents: $amountCents, country: $country, routing: $routing) {\n      text\n      processors\n      rule\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInvoice($invoice: CreateInvoiceInput!) {\n    createInvoice(invoice: $invoice) {\n      id\n      code\n      accessKey\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CreateInvoice($invoice: CreateInvoiceInput!) {\n    createInvoice(invoice: $invoice) {\n      id\n      code\n      accessKey\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Organizations($type: [OrganizationType!], $status: [OrganizationStatus!]) {\n    organizations(type: $type, status: $status) {\n      id\n      name\n      type\n    }\n  }\n"): (typeof documents)["\n  query Organizations($type: [OrganizationType!], $status: [OrganizationStatus!]) {\n    organizations(type: $type, status: $status) {\n      id\n      name\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PayoutFields on Payout {\n    id\n    amount\n    remarks\n    payoutDate\n  }\n"): (typeof documents)["\n  fragment PayoutFields on Payout {\n    id\n    amount\n    remarks\n    payoutDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceFileFields on File {\n    id\n    url\n    originalUrl\n    cloudFrontUrl\n    caption\n    type\n    mimetype\n    path\n    createdAt\n  }\n"): (typeof documents)["\n  fragment InvoiceFileFields on File {\n    id\n    url\n    originalUrl\n    cloudFrontUrl\n    caption\n    type\n    mimetype\n    path\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceListFields on Invoice {\n    id\n    code\n    name\n    type\n    status\n    recipientName\n    recipientSurName\n    recipientEmail\n    numberOfPax\n    dateOfService\n    dateOfArrival\n    merchantPO\n    accessKey\n    createdAt\n    paidAt\n    totals {\n      subtotal\n      fee\n      total\n    }\n    owner {\n      id\n      name\n      logo {\n        url\n        cloudFrontUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment InvoiceListFields on Invoice {\n    id\n    code\n    name\n    type\n    status\n    recipientName\n    recipientSurName\n    recipientEmail\n    numberOfPax\n    dateOfService\n    dateOfArrival\n    merchantPO\n    accessKey\n    createdAt\n    paidAt\n    totals {\n      subtotal\n      fee\n      total\n    }\n    owner {\n      id\n      name\n      logo {\n        url\n        cloudFrontUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceDetailFields on Invoice {\n    ...InvoiceListFields\n    merchantProcessingFee\n    platformFeePercent\n    transactionFee\n    refundPolicyTerms\n    estimatedDisbursementDate\n    actualDisbursementDate\n    gatewayTransactionId\n    transferId\n    transfer {\n      id\n      code\n    }\n    totals {\n      subtotal\n      fee\n      total\n      merchantFee\n      disbursements\n      net\n    }\n    owner {\n      id\n      name\n      email\n      phoneNumber\n      address\n      website\n      blockTransactions\n      platformFee\n      logo {\n        url\n        cloudFrontUrl\n      }\n    }\n    lineItems {\n      id\n      description\n      quantity\n      price\n      total\n      sort\n    }\n    disbursements {\n      id\n      amount\n      type\n      isDefault\n      recipientId\n      recipient {\n        id\n        name\n        type\n      }\n      hotelInvoice {\n        ...InvoiceFileFields\n      }\n      doiDocument {\n        ...InvoiceFileFields\n      }\n    }\n    payments {\n      id\n      amount\n      status\n      stripeChargeId\n      createdAt\n      failMessage\n      failCode\n      declineClass\n      processor\n      source {\n        brand\n        last4\n      }\n    }\n    payouts {\n      ...PayoutFields\n    }\n    creditAdvices {\n      ...InvoiceFileFields\n    }\n    disbursedBy {\n      id\n      name\n      email\n    }\n    refunds {\n      id\n      code\n      progressStatus\n      requestedAmount\n    }\n    disputes {\n      id\n      code\n      createdAt\n      disputeAmount\n      status\n      progressStatus\n    }\n  }\n"): (typeof documents)["\n  fragment InvoiceDetailFields on Invoice {\n    ...InvoiceListFields\n    merchantProcessingFee\n    platformFeePercent\n    transactionFee\n    refundPolicyTerms\n    estimatedDisbursementDate\n    actualDisbursementDate\n    gatewayTransactionId\n    transferId\n    transfer {\n      id\n      code\n    }\n    totals {\n      subtotal\n      fee\n      total\n      merchantFee\n      disbursements\n      net\n    }\n    owner {\n      id\n      name\n      email\n      phoneNumber\n      address\n      website\n      blockTransactions\n      platformFee\n      logo {\n        url\n        cloudFrontUrl\n      }\n    }\n    lineItems {\n      id\n      description\n      quantity\n      price\n      total\n      sort\n    }\n    disbursements {\n      id\n      amount\n      type\n      isDefault\n      recipientId\n      recipient {\n        id\n        name\n        type\n      }\n      hotelInvoice {\n        ...InvoiceFileFields\n      }\n      doiDocument {\n        ...InvoiceFileFields\n      }\n    }\n    payments {\n      id\n      amount\n      status\n      stripeChargeId\n      createdAt\n      failMessage\n      failCode\n      declineClass\n      processor\n      source {\n        brand\n        last4\n      }\n    }\n    payouts {\n      ...PayoutFields\n    }\n    creditAdvices {\n      ...InvoiceFileFields\n    }\n    disbursedBy {\n      id\n      name\n      email\n    }\n    refunds {\n      id\n      code\n      progressStatus\n      requestedAmount\n    }\n    disputes {\n      id\n      code\n      createdAt\n      disputeAmount\n      status\n      progressStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invoices($first: Int, $page: Int, $status: InvoiceStatus, $sortField: String, $sortDirection: String, $searchParam: String) {\n    invoices(first: $first, page: $page, status: $status, sortField: $sortField, sortDirection: $sortDirection, searchParam: $searchParam) {\n      total\n      items {\n        ...InvoiceListFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Invoices($first: Int, $page: Int, $status: InvoiceStatus, $sortField: String, $sortDirection: String, $searchParam: String) {\n    invoices(first: $first, page: $page, status: $status, sortField: $sortField, sortDirection: $sortDirection, searchParam: $searchParam) {\n      total\n      items {\n        ...InvoiceListFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invoice($id: ID) {\n    invoice(id: $id) {\n      ...InvoiceDetailFields\n    }\n  }\n"): (typeof documents)["\n  query Invoice($id: ID) {\n    invoice(id: $id) {\n      ...InvoiceDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Events($invoiceId: ID!, $first: Int) {\n    events(invoiceId: $invoiceId, first: $first) {\n      total\n      items {\n        id\n        name\n        createdAt\n        user {\n          name\n          surname\n          email\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Events($invoiceId: ID!, $first: Int) {\n    events(invoiceId: $invoiceId, first: $first) {\n      total\n      items {\n        id\n        name\n        createdAt\n        user {\n          name\n          surname\n          email\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStatus($id: ID!, $status: InvoiceStatus!) {\n    updateStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateStatus($id: ID!, $status: InvoiceStatus!) {\n    updateStatus(id: $id, status: $status) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInvoice($invoice: UpdateInvoiceInput!) {\n    updateInvoice(invoice: $invoice) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateInvoice($invoice: UpdateInvoiceInput!) {\n    updateInvoice(invoice: $invoice) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveInvoicePayout($payout: InvoicePayoutInput!) {\n    saveInvoicePayout(payout: $payout) {\n      ...PayoutFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveInvoicePayout($payout: InvoicePayoutInput!) {\n    saveInvoicePayout(payout: $payout) {\n      ...PayoutFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteInvoicePayout($id: ID!) {\n    deleteInvoicePayout(id: $id) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteInvoicePayout($id: ID!) {\n    deleteInvoicePayout(id: $id) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveInvoiceItem($invoiceItem: InvoiceItemInput!) {\n    saveInvoiceItem(invoiceItem: $invoiceItem) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SaveInvoiceItem($invoiceItem: InvoiceItemInput!) {\n    saveInvoiceItem(invoiceItem: $invoiceItem) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteInvoiceItem($id: ID!) {\n    deleteInvoiceItem(id: $id) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteInvoiceItem($id: ID!) {\n    deleteInvoiceItem(id: $id) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDisbursement($disbursement: SaveDisbursementInput!) {\n    saveDisbursement(disbursement: $disbursement) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SaveDisbursement($disbursement: SaveDisbursementInput!) {\n    saveDisbursement(disbursement: $disbursement) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDisbursement($id: ID!) {\n    deleteDisbursement(id: $id) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteDisbursement($id: ID!) {\n    deleteDisbursement(id: $id) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DisbursementRecipients {\n    organizations(type: [government, airline, hotel, agency], status: [active]) {\n      id\n      name\n      type\n    }\n  }\n"): (typeof documents)["\n  query DisbursementRecipients {\n    organizations(type: [government, airline, hotel, agency], status: [active]) {\n      id\n      name\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SendTOSummary($emails: [String!]!) {\n    sendTOSummary(emails: $emails) {\n      success\n    }\n  }\n"): (typeof documents)["\n  query SendTOSummary($emails: [String!]!) {\n    sendTOSummary(emails: $emails) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LedgerOrganizationFields on Organization {\n    id\n    name\n    type\n    email\n    currentBalance\n    logo {\n      url\n      cloudFrontUrl\n    }\n  }\n"): (typeof documents)["\n  fragment LedgerOrganizationFields on Organization {\n    id\n    name\n    type\n    email\n    currentBalance\n    logo {\n      url\n      cloudFrontUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerOrganizations($first: Int, $page: Int, $sortField: String, $sortDirection: String, $searchParam: String, $type: [OrganizationType!], $status: [OrganizationStatus!]) {\n    ledgerOrganizations(first: $first, page: $page, sortField: $sortField, sortDirection: $sortDirection, searchParam: $searchParam, type: $type, status: $status) {\n      total\n      items {\n        ...LedgerOrganizationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query LedgerOrganizations($first: Int, $page: Int, $sortField: String, $sortDirection: String, $searchParam: String, $type: [OrganizationType!], $status: [OrganizationStatus!]) {\n    ledgerOrganizations(first: $first, page: $page, sortField: $sortField, sortDirection: $sortDirection, searchParam: $searchParam, type: $type, status: $status) {\n      total\n      items {\n        ...LedgerOrganizationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerOrganization($id: ID!) {\n    organization(id: $id) {\n      ...LedgerOrganizationFields\n    }\n  }\n"): (typeof documents)["\n  query LedgerOrganization($id: ID!) {\n    organization(id: $id) {\n      ...LedgerOrganizationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrgLedger($organizationId: ID!, $first: Int, $page: Int, $after: String) {\n    orgLedger(organizationId: $organizationId, first: $first, page: $page, after: $after) {\n      ...LedgerEntryFields\n    }\n  }\n"): (typeof documents)["\n  query OrgLedger($organizationId: ID!, $first: Int, $page: Int, $after: String) {\n    orgLedger(organizationId: $organizationId, first: $first, page: $page, after: $after) {\n      ...LedgerEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutstandingAmount {\n    outstandingAmount {\n      amount\n      owing\n      owingOrganizations\n    }\n  }\n"): (typeof documents)["\n  query OutstandingAmount {\n    outstandingAmount {\n      amount\n      owing\n      owingOrganizations\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerAccounts {\n    ledgerAccounts {\n      id\n      kind\n      name\n      processor\n      balance\n      entries\n    }\n  }\n"): (typeof documents)["\n  query LedgerAccounts {\n    ledgerAccounts {\n      id\n      kind\n      name\n      processor\n      balance\n      entries\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerAccountEntries($accountId: ID!, $first: Int, $page: Int, $after: String) {\n    ledgerAccountEntries(accountId: $accountId, first: $first, page: $page, after: $after) {\n      ...LedgerEntryFields\n    }\n  }\n"): (typeof documents)["\n  query LedgerAccountEntries($accountId: ID!, $first: Int, $page: Int, $after: String) {\n    ledgerAccountEntries(accountId: $accountId, first: $first, page: $page, after: $after) {\n      ...LedgerEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LedgerAuditRunFields on LedgerAuditRun {\n    id\n    trigger\n    status\n    startedAt\n    finishedAt\n    checks\n    differenceCount\n    differences {\n      check\n      subject\n      detail\n    }\n    error\n    mailedAt\n  }\n"): (typeof documents)["\n  fragment LedgerAuditRunFields on LedgerAuditRun {\n    id\n    trigger\n    status\n    startedAt\n    finishedAt\n    checks\n    differenceCount\n    differences {\n      check\n      subject\n      detail\n    }\n    error\n    mailedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerAuditRuns($first: Int) {\n    ledgerAuditRuns(first: $first) {\n      ...LedgerAuditRunFields\n    }\n  }\n"): (typeof documents)["\n  query LedgerAuditRuns($first: Int) {\n    ledgerAuditRuns(first: $first) {\n      ...LedgerAuditRunFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunLedgerAudit {\n    runLedgerAudit {\n      ...LedgerAuditRunFields\n    }\n  }\n"): (typeof documents)["\n  mutation RunLedgerAudit {\n    runLedgerAudit {\n      ...LedgerAuditRunFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LedgerEntryFields on LedgerEntryList {\n    total\n    endCursor\n    items {\n      id\n      amount\n      balance\n      transactionType\n      createdAt\n      remarks\n      sourceType\n      sourceId\n    }\n  }\n"): (typeof documents)["\n  fragment LedgerEntryFields on LedgerEntryList {\n    total\n    endCursor\n    items {\n      id\n      amount\n      balance\n      transactionType\n      createdAt\n      remarks\n      sourceType\n      sourceId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AcceptedCards($first: Int) {\n    cards(first: $first) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AcceptedCards($first: Int) {\n    cards(first: $first) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrganization($input: UpdateOrganizationInput!) {\n    updateOrganization(input: $input) {\n      ...SessionOrganizationFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrganization($input: UpdateOrganizationInput!) {\n    updateOrganization(input: $input) {\n      ...SessionOrganizationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseOrganization($id: ID!) {\n    closeOrganization(id: $id) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation CloseOrganization($id: ID!) {\n    closeOrganization(id: $id) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationAutocomplete($name: String, $first: Int, $after: String, $status: [OrganizationStatus!], $type: [OrganizationType!]) {\n    organizationAutocomplete(name: $name, first: $first, after: $after, status: $status, type: $type) {\n      edges {\n        id\n        name\n        cursor\n      }\n      pageInfo {\n        endCursor\n        startCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrganizationAutocomplete($name: String, $first: Int, $after: String, $status: [OrganizationStatus!], $type: [OrganizationType!]) {\n    organizationAutocomplete(name: $name, first: $first, after: $after, status: $status, type: $type) {\n      edges {\n        id\n        name\n        cursor\n      }\n      pageInfo {\n        endCursor\n        startCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrganizationRowFields on Organization {\n    ...OrganizationProfileFields\n    shortDescription\n    verified\n    createdAt\n  }\n"): (typeof documents)["\n  fragment OrganizationRowFields on Organization {\n    ...OrganizationProfileFields\n    shortDescription\n    verified\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationList(\n    $first: Int\n    $page: Int\n    $sortField: String\n    $sortDirection: String\n    $searchParam: String\n    $status: [OrganizationStatus!]\n    $type: [OrganizationType!]\n  ) {\n    organizationList(\n      first: $first\n      page: $page\n      sortField: $sortField\n      sortDirection: $sortDirection\n      searchParam: $searchParam\n      status: $status\n      type: $type\n    ) {\n      total\n      items {\n        ...OrganizationRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrganizationList(\n    $first: Int\n    $page: Int\n    $sortField: String\n    $sortDirection: String\n    $searchParam: String\n    $status: [OrganizationStatus!]\n    $type: [OrganizationType!]\n  ) {\n    organizationList(\n      first: $first\n      page: $page\n      sortField: $sortField\n      sortDirection: $sortDirection\n      searchParam: $searchParam\n      status: $status\n      type: $type\n    ) {\n      total\n      items {\n        ...OrganizationRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationDetails($id: ID!) {\n    organization(id: $id) {\n      ...OrganizationRowFields\n    }\n  }\n"): (typeof documents)["\n  query OrganizationDetails($id: ID!) {\n    organization(id: $id) {\n      ...OrganizationRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveOrganization($id: ID!) {\n    approveOrganization(id: $id) {\n      ...OrganizationRowFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveOrganization($id: ID!) {\n    approveOrganization(id: $id) {\n      ...OrganizationRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuspendOrganization($id: ID!) {\n    suspendOrganization(id: $id) {\n      ...OrganizationRowFields\n    }\n  }\n"): (typeof documents)["\n  mutation SuspendOrganization($id: ID!) {\n    suspendOrganization(id: $id) {\n      ...OrganizationRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrganizationPlatformFee($id: ID!, $platformFee: Float) {\n    updateOrganizationPlatformFee(id: $id, platformFee: $platformFee) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrganizationPlatformFee($id: ID!, $platformFee: Float) {\n    updateOrganizationPlatformFee(id: $id, platformFee: $platformFee) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrganizationDetails($input: UpdateOrganizationInput!) {\n    updateOrganization(input: $input) {\n      ...OrganizationRowFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrganizationDetails($input: UpdateOrganizationInput!) {\n    updateOrganization(input: $input) {\n      ...OrganizationRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrganization($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOrganization($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SummaryOfOrganization($status: [OrganizationStatus!], $type: [OrganizationType!], $searchParam: String) {\n    summaryOfOrganization(status: $status, type: $type, searchParam: $searchParam) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation SummaryOfOrganization($status: [OrganizationStatus!], $type: [OrganizationType!], $searchParam: String) {\n    summaryOfOrganization(status: $status, type: $type, searchParam: $searchParam) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationEvents($organizationId: ID, $first: Int) {\n    events(organizationId: $organizationId, first: $first) {\n      total\n      items {\n        id\n        name\n        createdAt\n        user {\n          name\n          surname\n          email\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrganizationEvents($organizationId: ID, $first: Int) {\n    events(organizationId: $organizationId, first: $first) {\n      total\n      items {\n        id\n        name\n        createdAt\n        user {\n          name\n          surname\n          email\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLogo($file: CreateFileInput!) {\n    createFile(file: $file) {\n      id\n      url\n      cloudFrontUrl\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLogo($file: CreateFileInput!) {\n    createFile(file: $file) {\n      id\n      url\n      cloudFrontUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveLogo($id: ID!) {\n    removeLogo(id: $id) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveLogo($id: ID!) {\n    removeLogo(id: $id) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProcessTimeline($kind: ProcessKind!, $id: ID!) {\n    processTimeline(kind: $kind, id: $id) {\n      id\n      kind\n      recordId\n      workflowId\n      running\n      note\n      temporalUiUrl\n      steps {\n        at\n        title\n        detail\n        actor\n        state\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProcessTimeline($kind: ProcessKind!, $id: ID!) {\n    processTimeline(kind: $kind, id: $id) {\n      id\n      kind\n      recordId\n      workflowId\n      running\n      note\n      temporalUiUrl\n      steps {\n        at\n        title\n        detail\n        actor\n        state\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChargeReconciliations {\n    chargeReconciliations {\n      id\n      recordKind\n      recordId\n      recordCode\n      organizationName\n      processor\n      idempotencyKey\n      amount\n      attemptedAt\n      settledAt\n      outcome\n    }\n  }\n"): (typeof documents)["\n  query ChargeReconciliations {\n    chargeReconciliations {\n      id\n      recordKind\n      recordId\n      recordCode\n      organizationName\n      processor\n      idempotencyKey\n      amount\n      attemptedAt\n      settledAt\n      outcome\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettleChargeReconciliation($id: ID!, $outcome: ReconciliationOutcome!, $chargeId: String) {\n    settleChargeReconciliation(id: $id, outcome: $outcome, chargeId: $chargeId) {\n      id\n      settledAt\n      outcome\n      chargeId\n    }\n  }\n"): (typeof documents)["\n  mutation SettleChargeReconciliation($id: ID!, $outcome: ReconciliationOutcome!, $chargeId: String) {\n    settleChargeReconciliation(id: $id, outcome: $outcome, chargeId: $chargeId) {\n      id\n      settledAt\n      outcome\n      chargeId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RefundFileFields on File {\n    id\n    url\n    originalUrl\n    caption\n    type\n    mimetype\n    path\n    createdAt\n  }\n"): (typeof documents)["\n  fragment RefundFileFields on File {\n    id\n    url\n    originalUrl\n    caption\n    type\n    mimetype\n    path\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ParentOwnerFields on Organization {\n    id\n    name\n    logo {\n      id\n      url\n      cloudFrontUrl\n    }\n  }\n"): (typeof documents)["\n  fragment ParentOwnerFields on Organization {\n    id\n    name\n    logo {\n      id\n      url\n      cloudFrontUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ParentInvoiceFields on Invoice {\n    id\n    code\n    recipientName\n    recipientSurName\n    merchantPO\n    totals {\n      subtotal\n      fee\n      total\n    }\n  }\n"): (typeof documents)["\n  fragment ParentInvoiceFields on Invoice {\n    id\n    code\n    recipientName\n    recipientSurName\n    merchantPO\n    totals {\n      subtotal\n      fee\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RefundListFields on Refund {\n    id\n    code\n    type\n    livemode\n    status\n    progressStatus\n    requestedAmount\n    reason\n    createdAt\n    awaitingMyAction\n    hasSupportingDocuments\n    totals {\n      subtotal\n      fee\n      total\n    }\n    owner {\n      ...ParentOwnerFields\n    }\n    invoice {\n      ...ParentInvoiceFields\n    }\n    webPayment {\n      id\n      code\n      amount\n      transactionFee\n    }\n  }\n"): (typeof documents)["\n  fragment RefundListFields on Refund {\n    id\n    code\n    type\n    livemode\n    status\n    progressStatus\n    requestedAmount\n    reason\n    createdAt\n    awaitingMyAction\n    hasSupportingDocuments\n    totals {\n      subtotal\n      fee\n      total\n    }\n    owner {\n      ...ParentOwnerFields\n    }\n    invoice {\n      ...ParentInvoiceFields\n    }\n    webPayment {\n      id\n      code\n      amount\n      transactionFee\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Refunds(\n    $first: Int\n    $page: Int\n    $status: RefundStatus\n    $progressStatus: RefundProgressStatus\n    $sortField: String\n    $sortDirection: String\n    $searchParam: String\n    $awaitingMyAction: Boolean\n    $livemode: Boolean\n  ) {\n    refunds(\n      first: $first\n      page: $page\n      status: $status\n      progressStatus: $progressStatus\n      sortField: $sortField\n      sortDirection: $sortDirection\n      searchParam: $searchParam\n      awaitingMyAction: $awaitingMyAction\n      livemode: $livemode\n    ) {\n      total\n      items {\n        ...RefundListFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Refunds(\n    $first: Int\n    $page: Int\n    $status: RefundStatus\n    $progressStatus: RefundProgressStatus\n    $sortField: String\n    $sortDirection: String\n    $searchParam: String\n    $awaitingMyAction: Boolean\n    $livemode: Boolean\n  ) {\n    refunds(\n      first: $first\n      page: $page\n      status: $status\n      progressStatus: $progressStatus\n      sortField: $sortField\n      sortDirection: $sortDirection\n      searchParam: $searchParam\n      awaitingMyAction: $awaitingMyAction\n      livemode: $livemode\n    ) {\n      total\n      items {\n        ...RefundListFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Refund($id: ID!) {\n    refund(id: $id) {\n      ...RefundListFields\n      # The invoice's other refunds: the decline wizard's choices (the list does not show them).\n      invoice {\n        id\n        refunds {\n          id\n          code\n          requestedAmount\n          progressStatus\n        }\n      }\n      approvedAmount\n      closedDate\n      notes\n      pointOfContact\n      denialReason\n      refundPolicyTerms\n      merchantDeclineReason\n      merchantDeclineExplanation\n      hasCancelPolicyExtended\n      extendedCancellationPolicyText\n      refundAlreadyPaid\n      refundAlreadyPaidAmount\n      transactionDate\n      transactionId\n      lastError\n      initiatedBy {\n        id\n        name\n        surname\n        email\n      }\n      lineItems {\n        id\n        description\n        amount\n      }\n      supportingDocuments {\n        ...RefundFileFields\n      }\n      proofs {\n        id\n        url\n        caption\n      }\n    }\n  }\n"): (typeof documents)["\n  query Refund($id: ID!) {\n    refund(id: $id) {\n      ...RefundListFields\n      # The invoice's other refunds: the decline wizard's choices (the list does not show them).\n      invoice {\n        id\n        refunds {\n          id\n          code\n          requestedAmount\n          progressStatus\n        }\n      }\n      approvedAmount\n      closedDate\n      notes\n      pointOfContact\n      denialReason\n      refundPolicyTerms\n      merchantDeclineReason\n      merchantDeclineExplanation\n      hasCancelPolicyExtended\n      extendedCancellationPolicyText\n      refundAlreadyPaid\n      refundAlreadyPaidAmount\n      transactionDate\n      transactionId\n      lastError\n      initiatedBy {\n        id\n        name\n        surname\n        email\n      }\n      lineItems {\n        id\n        description\n        amount\n      }\n      supportingDocuments {\n        ...RefundFileFields\n      }\n      proofs {\n        id\n        url\n        caption\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RefundEvents($refundId: ID!, $first: Int) {\n    events(refundId: $refundId, first: $first) {\n      total\n      items {\n        ...EventHistoryFields\n        slug\n        meta\n      }\n    }\n  }\n"): (typeof documents)["\n  query RefundEvents($refundId: ID!, $first: Int) {\n    events(refundId: $refundId, first: $first) {\n      total\n      items {\n        ...EventHistoryFields\n        slug\n        meta\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AvailableRefundAmountAndRefundPolicyTerms($parentEntityId: ID!, $type: RefundParentType) {\n    availableRefundAmountAndRefundPolicyTerms(parentEntityId: $parentEntityId, type: $type) {\n      amount\n      refundPolicyTerms\n      platformFee\n      chargedSubtotal\n      chargedFee\n      refundedSubtotal\n      refundedFee\n    }\n  }\n"): (typeof documents)["\n  query AvailableRefundAmountAndRefundPolicyTerms($parentEntityId: ID!, $type: RefundParentType) {\n    availableRefundAmountAndRefundPolicyTerms(parentEntityId: $parentEntityId, type: $type) {\n      amount\n      refundPolicyTerms\n      platformFee\n      chargedSubtotal\n      chargedFee\n      refundedSubtotal\n      refundedFee\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RefundParentInvoice($id: ID) {\n    invoice(id: $id) {\n      id\n      code\n    }\n  }\n"): (typeof documents)["\n  query RefundParentInvoice($id: ID) {\n    invoice(id: $id) {\n      id\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestRefund($refund: RequestRefundInput!) {\n    requestRefund(refund: $refund) {\n      id\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation RequestRefund($refund: RequestRefundInput!) {\n    requestRefund(refund: $refund) {\n      id\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RefundStageFields on Refund {\n    id\n    status\n    progressStatus\n    awaitingMyAction\n    closedDate\n    denialReason\n  }\n"): (typeof documents)["\n  fragment RefundStageFields on Refund {\n    id\n    status\n    progressStatus\n    awaitingMyAction\n    closedDate\n    denialReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveRefund($id: ID!) {\n    approveRefund(id: $id) {\n      ...RefundStageFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveRefund($id: ID!) {\n    approveRefund(id: $id) {\n      ...RefundStageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DenyRefund($id: ID!, $reason: String!) {\n    denyRefund(id: $id, reason: $reason) {\n      ...RefundStageFields\n    }\n  }\n"): (typeof documents)["\n  mutation DenyRefund($id: ID!, $reason: String!) {\n    denyRefund(id: $id, reason: $reason) {\n      ...RefundStageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolvedAsRefunded($id: ID!) {\n    resolvedAsRefunded(id: $id) {\n      ...RefundStageFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResolvedAsRefunded($id: ID!) {\n    resolvedAsRefunded(id: $id) {\n      ...RefundStageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResolvedAsNotRefunded($id: ID!, $reason: String!) {\n    resolvedAsNotRefunded(id: $id, reason: $reason) {\n      ...RefundStageFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResolvedAsNotRefunded($id: ID!, $reason: String!) {\n    resolvedAsNotRefunded(id: $id, reason: $reason) {\n      ...RefundStageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MerchantApprove($id: ID!) {\n    merchantApprove(id: $id) {\n      ...RefundStageFields\n    }\n  }\n"): (typeof documents)["\n  mutation MerchantApprove($id: ID!) {\n    merchantApprove(id: $id) {\n      ...RefundStageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MerchantDecline(\n    $id: ID!\n    $merchantDeclineReason: String!\n    $hasCancelPolicyExtended: Boolean\n    $extendedCancellationPolicyText: String\n    $merchantDeclineExplanation: String\n    $refundAlreadyPaid: String\n    $transactionDate: String\n    $transactionId: String\n    $refundAlreadyPaidAmount: Float\n  ) {\n    merchantDecline(\n      id: $id\n      merchantDeclineReason: $merchantDeclineReason\n      hasCancelPolicyExtended: $hasCancelPolicyExtended\n      extendedCancellationPolicyText: $extendedCancellationPolicyText\n      merchantDeclineExplanation: $merchantDeclineExplanation\n      refundAlreadyPaid: $refundAlreadyPaid\n      transactionDate: $transactionDate\n      transactionId: $transactionId\n      refundAlreadyPaidAmount: $refundAlreadyPaidAmount\n    ) {\n      ...RefundStageFields\n    }\n  }\n"): (typeof documents)["\n  mutation MerchantDecline(\n    $id: ID!\n    $merchantDeclineReason: String!\n    $hasCancelPolicyExtended: Boolean\n    $extendedCancellationPolicyText: String\n    $merchantDeclineExplanation: String\n    $refundAlreadyPaid: String\n    $transactionDate: String\n    $transactionId: String\n    $refundAlreadyPaidAmount: Float\n  ) {\n    merchantDecline(\n      id: $id\n      merchantDeclineReason: $merchantDeclineReason\n      hasCancelPolicyExtended: $hasCancelPolicyExtended\n      extendedCancellationPolicyText: $extendedCancellationPolicyText\n      merchantDeclineExplanation: $merchantDeclineExplanation\n      refundAlreadyPaid: $refundAlreadyPaid\n      transactionDate: $transactionDate\n      transactionId: $transactionId\n      refundAlreadyPaidAmount: $refundAlreadyPaidAmount\n    ) {\n      ...RefundStageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScheduledReportFields on ScheduledReport {\n    id\n    kind\n    period\n    paused\n    pausedReason\n    nextRunAt\n    lastSentAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ScheduledReportFields on ScheduledReport {\n    id\n    kind\n    period\n    paused\n    pausedReason\n    nextRunAt\n    lastSentAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScheduledReports {\n    scheduledReports {\n      ...ScheduledReportFields\n    }\n  }\n"): (typeof documents)["\n  query ScheduledReports {\n    scheduledReports {\n      ...ScheduledReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateScheduledReport($kind: ReportKind!, $period: ReportPeriod!) {\n    createScheduledReport(kind: $kind, period: $period) {\n      ...ScheduledReportFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateScheduledReport($kind: ReportKind!, $period: ReportPeriod!) {\n    createScheduledReport(kind: $kind, period: $period) {\n      ...ScheduledReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PauseScheduledReport($id: ID!) {\n    pauseScheduledReport(id: $id) {\n      ...ScheduledReportFields\n    }\n  }\n"): (typeof documents)["\n  mutation PauseScheduledReport($id: ID!) {\n    pauseScheduledReport(id: $id) {\n      ...ScheduledReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeScheduledReport($id: ID!) {\n    resumeScheduledReport(id: $id) {\n      ...ScheduledReportFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResumeScheduledReport($id: ID!) {\n    resumeScheduledReport(id: $id) {\n      ...ScheduledReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendScheduledReportNow($id: ID!) {\n    sendScheduledReportNow(id: $id) {\n      ...ScheduledReportFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendScheduledReportNow($id: ID!) {\n    sendScheduledReportNow(id: $id) {\n      ...ScheduledReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteScheduledReport($id: ID!) {\n    deleteScheduledReport(id: $id) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteScheduledReport($id: ID!) {\n    deleteScheduledReport(id: $id) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RiskBlocks {\n    riskBlocks {\n      id\n      kind\n      value\n      note\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query RiskBlocks {\n    riskBlocks {\n      id\n      kind\n      value\n      note\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddRiskBlock($kind: String!, $value: String!, $note: String) {\n    addRiskBlock(kind: $kind, value: $value, note: $note) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddRiskBlock($kind: String!, $value: String!, $note: String) {\n    addRiskBlock(kind: $kind, value: $value, note: $note) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveRiskBlock($id: ID!) {\n    removeRiskBlock(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveRiskBlock($id: ID!) {\n    removeRiskBlock(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RiskVelocity {\n    riskVelocity {\n      maxDeclines\n      windowMinutes\n      keys\n    }\n  }\n"): (typeof documents)["\n  query RiskVelocity {\n    riskVelocity {\n      maxDeclines\n      windowMinutes\n      keys\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveRiskVelocity($maxDeclines: Int, $windowMinutes: Int, $keys: [String!]) {\n    saveRiskVelocity(maxDeclines: $maxDeclines, windowMinutes: $windowMinutes, keys: $keys) {\n      maxDeclines\n      windowMinutes\n      keys\n    }\n  }\n"): (typeof documents)["\n  mutation SaveRiskVelocity($maxDeclines: Int, $windowMinutes: Int, $keys: [String!]) {\n    saveRiskVelocity(maxDeclines: $maxDeclines, windowMinutes: $windowMinutes, keys: $keys) {\n      maxDeclines\n      windowMinutes\n      keys\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RiskMerchants {\n    organizations(type: [agency, airline, hotel]) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query RiskMerchants {\n    organizations(type: [agency, airline, hotel]) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MerchantRiskLimits($organizationId: ID!) {\n    merchantRiskLimits(organizationId: $organizationId) {\n      organizationId\n      maxAmountCents\n      reviewThresholdCents\n    }\n  }\n"): (typeof documents)["\n  query MerchantRiskLimits($organizationId: ID!) {\n    merchantRiskLimits(organizationId: $organizationId) {\n      organizationId\n      maxAmountCents\n      reviewThresholdCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveMerchantRiskLimits($organizationId: ID!, $maxAmountCents: Int) {\n    saveMerchantRiskLimits(organizationId: $organizationId, maxAmountCents: $maxAmountCents) {\n      organizationId\n      maxAmountCents\n      reviewThresholdCents\n    }\n  }\n"): (typeof documents)["\n  mutation SaveMerchantRiskLimits($organizationId: ID!, $maxAmountCents: Int) {\n    saveMerchantRiskLimits(organizationId: $organizationId, maxAmountCents: $maxAmountCents) {\n      organizationId\n      maxAmountCents\n      reviewThresholdCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GlobalSearch($query: String!) {\n    globalSearch(query: $query) {\n      query\n      groups {\n        kind\n        total\n        items {\n          id\n          kind\n          title\n          subtitle\n          url\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GlobalSearch($query: String!) {\n    globalSearch(query: $query) {\n      query\n      groups {\n        kind\n        total\n        items {\n          id\n          kind\n          title\n          subtitle\n          url\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TransferOwnerFields on Organization {\n    id\n    name\n    logo {\n      url\n      cloudFrontUrl\n    }\n  }\n"): (typeof documents)["\n  fragment TransferOwnerFields on Organization {\n    id\n    name\n    logo {\n      url\n      cloudFrontUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TransferListFields on Transfer {\n    id\n    code\n    amount\n    createdAt\n    notes\n    transferredBy {\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment TransferListFields on Transfer {\n    id\n    code\n    amount\n    createdAt\n    notes\n    transferredBy {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransactionInvoices(\n    $first: Int\n    $page: Int\n    $status: InvoiceStatus\n    $hasTransfer: Boolean\n    $sortField: String\n    $sortDirection: String\n    $searchParam: String\n  ) {\n    invoices(\n      first: $first\n      page: $page\n      status: $status\n      hasTransfer: $hasTransfer\n      sortField: $sortField\n      sortDirection: $sortDirection\n      searchParam: $searchParam\n    ) {\n      total\n      items {\n        id\n        code\n        status\n        paidAt\n        createdAt\n        transferId\n        merchantProcessingFee\n        totals {\n          subtotal\n          merchantFee\n        }\n        owner {\n          ...TransferOwnerFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TransactionInvoices(\n    $first: Int\n    $page: Int\n    $status: InvoiceStatus\n    $hasTransfer: Boolean\n    $sortField: String\n    $sortDirection: String\n    $searchParam: String\n  ) {\n    invoices(\n      first: $first\n      page: $page\n      status: $status\n      hasTransfer: $hasTransfer\n      sortField: $sortField\n      sortDirection: $sortDirection\n      searchParam: $searchParam\n    ) {\n      total\n      items {\n        id\n        code\n        status\n        paidAt\n        createdAt\n        transferId\n        merchantProcessingFee\n        totals {\n          subtotal\n          merchantFee\n        }\n        owner {\n          ...TransferOwnerFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransactionCheckouts($status: WebPaymentStatus, $hasTransfer: Boolean, $first: Int, $searchParam: String) {\n    webPayments(status: $status, hasTransfer: $hasTransfer, first: $first, searchParam: $searchParam, sortField: \"paidAt\", sortDirection: \"DESC\") {\n      total\n      items {\n        id\n        code\n        status\n        createdAt\n        amount\n        merchantProcessingFee\n        owner {\n          ...TransferOwnerFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TransactionCheckouts($status: WebPaymentStatus, $hasTransfer: Boolean, $first: Int, $searchParam: String) {\n    webPayments(status: $status, hasTransfer: $hasTransfer, first: $first, searchParam: $searchParam, sortField: \"paidAt\", sortDirection: \"DESC\") {\n      total\n      items {\n        id\n        code\n        status\n        createdAt\n        amount\n        merchantProcessingFee\n        owner {\n          ...TransferOwnerFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransactionRefunds($offeredToTransfer: Boolean, $releasedForTransfer: Boolean, $first: Int) {\n    refunds(offeredToTransfer: $offeredToTransfer, releasedForTransfer: $releasedForTransfer, first: $first, livemode: true) {\n      total\n      items {\n        id\n        code\n        createdAt\n        requestedAmount\n        approvedAmount\n        progressStatus\n        transferId\n        owner {\n          id\n          name\n        }\n        invoice {\n          id\n          code\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TransactionRefunds($offeredToTransfer: Boolean, $releasedForTransfer: Boolean, $first: Int) {\n    refunds(offeredToTransfer: $offeredToTransfer, releasedForTransfer: $releasedForTransfer, first: $first, livemode: true) {\n      total\n      items {\n        id\n        code\n        createdAt\n        requestedAmount\n        approvedAmount\n        progressStatus\n        transferId\n        owner {\n          id\n          name\n        }\n        invoice {\n          id\n          code\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TransactionDisputeFields on Dispute {\n    id\n    code\n    createdAt\n    disputeAmount\n    acceptanceFee\n    progressStatus\n    transferId\n    refundTransferId\n    owner {\n      id\n      name\n    }\n    invoice {\n      id\n      code\n    }\n    webPayment {\n      id\n      code\n    }\n  }\n"): (typeof documents)["\n  fragment TransactionDisputeFields on Dispute {\n    id\n    code\n    createdAt\n    disputeAmount\n    acceptanceFee\n    progressStatus\n    transferId\n    refundTransferId\n    owner {\n      id\n      name\n    }\n    invoice {\n      id\n      code\n    }\n    webPayment {\n      id\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransactionDisputes($progressStatus: [DisputeProgressStatus!], $hasTransfer: Boolean, $first: Int) {\n    disputes(progressStatus: $progressStatus, hasTransfer: $hasTransfer, first: $first) {\n      total\n      items {\n        ...TransactionDisputeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query TransactionDisputes($progressStatus: [DisputeProgressStatus!], $hasTransfer: Boolean, $first: Int) {\n    disputes(progressStatus: $progressStatus, hasTransfer: $hasTransfer, first: $first) {\n      total\n      items {\n        ...TransactionDisputeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransactionWonDisputes($progressStatus: [DisputeProgressStatus!], $stripeStatus: String, $hasRefundTransfer: Boolean, $first: Int) {\n    disputes(progressStatus: $progressStatus, stripeStatus: $stripeStatus, hasRefundTransfer: $hasRefundTransfer, first: $first) {\n      total\n      items {\n        ...TransactionDisputeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query TransactionWonDisputes($progressStatus: [DisputeProgressStatus!], $stripeStatus: String, $hasRefundTransfer: Boolean, $first: Int) {\n    disputes(progressStatus: $progressStatus, stripeStatus: $stripeStatus, hasRefundTransfer: $hasRefundTransfer, first: $first) {\n      total\n      items {\n        ...TransactionDisputeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTransaction(\n    $notes: String\n    $invoiceIds: [ID!]\n    $refundIds: [ID!]\n    $disputeIds: [ID!]\n    $checkoutIds: [ID!]\n    $wonDisputeIds: [ID!]\n    $releasedRefundIds: [ID!]\n    $confirmOverdraft: Boolean\n  ) {\n    createTransaction(\n      notes: $notes\n      invoiceIds: $invoiceIds\n      refundIds: $refundIds\n      disputeIds: $disputeIds\n      checkoutIds: $checkoutIds\n      wonDisputeIds: $wonDisputeIds\n      releasedRefundIds: $releasedRefundIds\n      confirmOverdraft: $confirmOverdraft\n    ) {\n      id\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTransaction(\n    $notes: String\n    $invoiceIds: [ID!]\n    $refundIds: [ID!]\n    $disputeIds: [ID!]\n    $checkoutIds: [ID!]\n    $wonDisputeIds: [ID!]\n    $releasedRefundIds: [ID!]\n    $confirmOverdraft: Boolean\n  ) {\n    createTransaction(\n      notes: $notes\n      invoiceIds: $invoiceIds\n      refundIds: $refundIds\n      disputeIds: $disputeIds\n      checkoutIds: $checkoutIds\n      wonDisputeIds: $wonDisputeIds\n      releasedRefundIds: $releasedRefundIds\n      confirmOverdraft: $confirmOverdraft\n    ) {\n      id\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Transfers($first: Int, $page: Int, $sortField: String, $sortDirection: String, $searchParam: String) {\n    transfers(first: $first, page: $page, sortField: $sortField, sortDirection: $sortDirection, searchParam: $searchParam) {\n      total\n      items {\n        ...TransferListFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Transfers($first: Int, $page: Int, $sortField: String, $sortDirection: String, $searchParam: String) {\n    transfers(first: $first, page: $page, sortField: $sortField, sortDirection: $sortDirection, searchParam: $searchParam) {\n      total\n      items {\n        ...TransferListFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Transfer($id: ID!) {\n    transfer(id: $id) {\n      ...TransferListFields\n      updatedAt\n      overdrafts {\n        organizationId\n        organizationName\n        balance\n        share\n        overdraft\n      }\n      items {\n        kind\n        id\n        code\n        status\n        subtotal\n        amount\n        signedAmount\n        organization {\n          id\n          name\n        }\n      }\n      disputes {\n        ...TransactionDisputeFields\n      }\n      wonDisputes {\n        ...TransactionDisputeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Transfer($id: ID!) {\n    transfer(id: $id) {\n      ...TransferListFields\n      updatedAt\n      overdrafts {\n        organizationId\n        organizationName\n        balance\n        share\n        overdraft\n      }\n      items {\n        kind\n        id\n        code\n        status\n        subtotal\n        amount\n        signedAmount\n        organization {\n          id\n          name\n        }\n      }\n      disputes {\n        ...TransactionDisputeFields\n      }\n      wonDisputes {\n        ...TransactionDisputeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTransferNotes($id: ID!, $notes: String) {\n    updateTransferNotes(id: $id, notes: $notes) {\n      id\n      notes\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTransferNotes($id: ID!, $notes: String) {\n    updateTransferNotes(id: $id, notes: $notes) {\n      id\n      notes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      id\n      name\n      surname\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      id\n      name\n      surname\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserRowFields on User {\n    id\n    name\n    surname\n    email\n    role\n    locked\n    createdAt\n    organizationId\n    organization {\n      id\n      name\n      type\n      status\n      logo {\n        id\n        url\n        cloudFrontUrl\n      }\n    }\n    avatar {\n      id\n      url\n      cloudFrontUrl\n    }\n  }\n"): (typeof documents)["\n  fragment UserRowFields on User {\n    id\n    name\n    surname\n    email\n    role\n    locked\n    createdAt\n    organizationId\n    organization {\n      id\n      name\n      type\n      status\n      logo {\n        id\n        url\n        cloudFrontUrl\n      }\n    }\n    avatar {\n      id\n      url\n      cloudFrontUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users($first: Int, $page: Int, $sortField: String, $sortDirection: String, $searchParam: String, $roles: [Int!]) {\n    users(first: $first, page: $page, sortField: $sortField, sortDirection: $sortDirection, searchParam: $searchParam, roles: $roles) {\n      count\n      items {\n        ...UserRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Users($first: Int, $page: Int, $sortField: String, $sortDirection: String, $searchParam: String, $roles: [Int!]) {\n    users(first: $first, page: $page, sortField: $sortField, sortDirection: $sortDirection, searchParam: $searchParam, roles: $roles) {\n      count\n      items {\n        ...UserRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query User($id: ID!) {\n    user(id: $id) {\n      ...UserRowFields\n    }\n  }\n"): (typeof documents)["\n  query User($id: ID!) {\n    user(id: $id) {\n      ...UserRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserDetails($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ...UserRowFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUserDetails($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ...UserRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LockUser($id: ID!) {\n    lockUser(user: { id: $id }) {\n      ...UserRowFields\n    }\n  }\n"): (typeof documents)["\n  mutation LockUser($id: ID!) {\n    lockUser(user: { id: $id }) {\n      ...UserRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlockUser($id: ID!) {\n    unlockUser(user: { id: $id }) {\n      ...UserRowFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnlockUser($id: ID!) {\n    unlockUser(user: { id: $id }) {\n      ...UserRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteUser($input: InviteUserInput!) {\n    inviteUser(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation InviteUser($input: InviteUserInput!) {\n    inviteUser(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadUserAvatar($file: UploadAvatarInput!) {\n    uploadUserAvatar(file: $file) {\n      id\n      url\n      cloudFrontUrl\n    }\n  }\n"): (typeof documents)["\n  mutation UploadUserAvatar($file: UploadAvatarInput!) {\n    uploadUserAvatar(file: $file) {\n      id\n      url\n      cloudFrontUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    eventTypes\n    enabled\n    ordered\n    disabledReason\n    secret\n    previousSecretExpiresAt\n    failingSince\n    createdAt\n  }\n"): (typeof documents)["\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    id\n    url\n    description\n    eventTypes\n    enabled\n    ordered\n    disabledReason\n    secret\n    previousSecretExpiresAt\n    failingSince\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    workflowId\n    endpointId\n    endpointUrl\n    status\n    createdAt\n    finishedAt\n    attempts {\n      id\n      attemptedAt\n      statusCode\n      durationMs\n      responseExcerpt\n      error\n    }\n  }\n"): (typeof documents)["\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    id\n    workflowId\n    endpointId\n    endpointUrl\n    status\n    createdAt\n    finishedAt\n    attempts {\n      id\n      attemptedAt\n      statusCode\n      durationMs\n      responseExcerpt\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RollWebhookEndpointSecret($id: ID!) {\n    rollWebhookEndpointSecret(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n"): (typeof documents)["\n  mutation RollWebhookEndpointSecret($id: ID!) {\n    rollWebhookEndpointSecret(id: $id) {\n      ...WebhookEndpointFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEvents($type: String, $startingAfter: ID, $first: Int) {\n    webhookEvents(type: $type, startingAfter: $startingAfter, first: $first) {\n      items {\n        id\n        type\n        apiVersion\n        createdAt\n        livemode\n        payload\n      }\n      hasMore\n    }\n  }\n"): (typeof documents)["\n  query WebhookEvents($type: String, $startingAfter: ID, $first: Int) {\n    webhookEvents(type: $type, startingAfter: $startingAfter, first: $first) {\n      items {\n        id\n        type\n        apiVersion\n        createdAt\n        livemode\n        payload\n      }\n      hasMore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($eventId: ID!) {\n    webhookDeliveries(eventId: $eventId) {\n      ...WebhookDeliveryFields\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($eventId: ID!) {\n    webhookDeliveries(eventId: $eventId) {\n      ...WebhookDeliveryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendWebhookEvent($eventId: ID!, $endpointId: ID) {\n    resendWebhookEvent(eventId: $eventId, endpointId: $endpointId) {\n      ...WebhookDeliveryFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResendWebhookEvent($eventId: ID!, $endpointId: ID) {\n    resendWebhookEvent(eventId: $eventId, endpointId: $endpointId) {\n      ...WebhookDeliveryFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;