import Foundation

// AuthenticationServices' names that view code uses: Sign in with Apple, passwords and passkeys. A picture
// signs nobody in: a request made here is never answered (a controller's delegate is not called), a
// credential's state is "not found", and SwiftUI's `AuthorizationController` reports the request cancelled.

/// What an authorisation asks for and gives (AuthenticationServices' `ASAuthorization`).
public final class ASAuthorization: @unchecked Sendable {
    /// The provider that made the request.
    public let provider: ASAuthorizationProvider
    /// What the user gave.
    public let credential: ASAuthorizationCredential
    init(provider: ASAuthorizationProvider, credential: ASAuthorizationCredential) { self.provider = provider; self.credential = credential }

    /// What of the user's details a request asks for.
    public struct Scope: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The user's name.
        public static let fullName = Scope(rawValue: "full_name")
        /// The user's email address.
        public static let email = Scope(rawValue: "email")
    }
}

/// Something that makes authorisation requests.
public protocol ASAuthorizationProvider: AnyObject {}
/// What an authorisation gives.
public protocol ASAuthorizationCredential: AnyObject {}

/// A request to authorise.
open class ASAuthorizationRequest: @unchecked Sendable {
    /// The provider that made it.
    public let provider: ASAuthorizationProvider
    init(provider: ASAuthorizationProvider) { self.provider = provider }
}

/// A request to sign in with an Apple ID.
open class ASAuthorizationOpenIDRequest: ASAuthorizationRequest, @unchecked Sendable {
    /// The user details asked for.
    public var requestedScopes: [ASAuthorization.Scope]?
    /// A value the credential carries back.
    public var state: String?
    /// A value hashed into the identity token.
    public var nonce: String?
    /// Whether the request signs the user in or out.
    public var requestedOperation: ASAuthorization.OpenIDOperation = .operationImplicit
}

extension ASAuthorization {
    /// What an Apple ID request does.
    public struct OpenIDOperation: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Signs in, or up when the user has no account.
        public static let operationImplicit = OpenIDOperation(rawValue: "implicit")
        /// Signs in.
        public static let operationLogin = OpenIDOperation(rawValue: "login")
        /// Refreshes the credential.
        public static let operationRefresh = OpenIDOperation(rawValue: "refresh")
        /// Signs out.
        public static let operationLogout = OpenIDOperation(rawValue: "logout")
    }
}

/// A request to sign in with an Apple ID (what `SignInWithAppleButton`'s `onRequest` fills in).
public final class ASAuthorizationAppleIDRequest: ASAuthorizationOpenIDRequest, @unchecked Sendable {
    /// The user this request is for.
    public var user: String?
}

/// Makes Apple ID requests, and tells a user's credential's state.
public final class ASAuthorizationAppleIDProvider: ASAuthorizationProvider, @unchecked Sendable {
    /// A provider.
    public init() {}
    /// A new request.
    public func createRequest() -> ASAuthorizationAppleIDRequest { ASAuthorizationAppleIDRequest(provider: self) }
    /// The state of `userID`'s credential: not found here (nobody has signed in).
    public func getCredentialState(forUserID userID: String, completion: @escaping @Sendable (CredentialState, Error?) -> Void) {
        completion(.notFound, nil)
    }
    /// The state of `userID`'s credential: not found here.
    public func credentialState(forUserID userID: String) async throws -> CredentialState { .notFound }
    /// A credential's state.
    public enum CredentialState: Int, Sendable { case revoked, authorized, notFound, transferred }
}

/// An Apple ID credential (never given in a picture).
public final class ASAuthorizationAppleIDCredential: ASAuthorizationCredential, @unchecked Sendable {
    /// The user's stable identifier.
    public let user: String
    /// The request's state.
    public let state: String? = nil
    /// The scopes granted.
    public let authorizedScopes: [ASAuthorization.Scope] = []
    /// A short-lived code for the app's server.
    public let authorizationCode: Data? = nil
    /// The JSON Web Token of the user's identity.
    public let identityToken: Data? = nil
    /// The user's email, the first time.
    public let email: String? = nil
    /// The user's name, the first time.
    public let fullName: PersonNameComponents? = nil
    /// Whether the user seems real.
    public let realUserStatus: ASUserDetectionStatus = .unsupported
    init(user: String) { self.user = user }
}

/// Whether the user seems to be a real person.
public enum ASUserDetectionStatus: Int, Sendable { case unsupported, unknown, likelyReal }

/// Makes requests for a saved password.
public final class ASAuthorizationPasswordProvider: ASAuthorizationProvider, @unchecked Sendable {
    /// A provider.
    public init() {}
    /// A new request.
    public func createRequest() -> ASAuthorizationPasswordRequest { ASAuthorizationPasswordRequest(provider: self) }
}
/// A request for a saved password.
public final class ASAuthorizationPasswordRequest: ASAuthorizationRequest, @unchecked Sendable {}
/// A saved user name and password.
public final class ASPasswordCredential: ASAuthorizationCredential, @unchecked Sendable {
    /// The user name.
    public let user: String
    /// The password.
    public let password: String
    /// A credential.
    public init(user: String, password: String) { self.user = user; self.password = password }
}

/// Makes passkey requests for a relying party.
public final class ASAuthorizationPlatformPublicKeyCredentialProvider: ASAuthorizationProvider, @unchecked Sendable {
    /// The relying party's identifier (its domain).
    public let relyingPartyIdentifier: String
    /// A provider for `relyingPartyIdentifier`.
    public init(relyingPartyIdentifier: String) { self.relyingPartyIdentifier = relyingPartyIdentifier }
    /// A request to make a passkey.
    public func createCredentialRegistrationRequest(challenge: Data, name: String, userID: Data) -> ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest {
        ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest(provider: self)
    }
    /// A request to sign in with a passkey.
    public func createCredentialAssertionRequest(challenge: Data) -> ASAuthorizationPlatformPublicKeyCredentialAssertionRequest {
        ASAuthorizationPlatformPublicKeyCredentialAssertionRequest(provider: self)
    }
}
/// A request to make a passkey.
public final class ASAuthorizationPlatformPublicKeyCredentialRegistrationRequest: ASAuthorizationRequest, @unchecked Sendable {}
/// A request to sign in with a passkey.
public final class ASAuthorizationPlatformPublicKeyCredentialAssertionRequest: ASAuthorizationRequest, @unchecked Sendable {}
/// A passkey sign-in.
public final class ASAuthorizationPlatformPublicKeyCredentialAssertion: ASAuthorizationCredential, @unchecked Sendable {
    /// The user's identifier.
    public let userID = Data()
    /// The credential's identifier.
    public let credentialID = Data()
    /// The signature.
    public let signature = Data()
    /// The client data.
    public let rawClientDataJSON = Data()
    /// The authenticator data.
    public let rawAuthenticatorData = Data()
}
/// A passkey made.
public final class ASAuthorizationPlatformPublicKeyCredentialRegistration: ASAuthorizationCredential, @unchecked Sendable {
    /// The credential's identifier.
    public let credentialID = Data()
    /// The attestation.
    public let rawAttestationObject: Data? = nil
    /// The client data.
    public let rawClientDataJSON = Data()
}

/// An authorisation error.
public struct ASAuthorizationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public let code: Code
    /// An error of `code`.
    public init(_ code: Code) { self.code = code }
    /// Kinds of authorisation error.
    public enum Code: Int, Sendable {
        case unknown = 1000, canceled = 1001, invalidResponse = 1002, notHandled = 1003, failed = 1004, notInteractive = 1005,
             matchedExcludedCredential = 1006
    }
    /// The codes as `ASAuthorizationError`'s members (`catch ASAuthorizationError.canceled`).
    public static let unknown = Code.unknown, canceled = Code.canceled, invalidResponse = Code.invalidResponse,
                      notHandled = Code.notHandled, failed = Code.failed, notInteractive = Code.notInteractive
    public var description: String { "ASAuthorizationError \(code.rawValue) (\(code))" }
    /// What went wrong, in words.
    public var localizedDescription: String { description }
}

extension ASAuthorizationError.Code {
    /// `catch ASAuthorizationError.canceled`: an error of this code.
    public static func ~= (code: Self, error: Error) -> Bool { (error as? ASAuthorizationError)?.code == code }
}

/// A window a controller's sheet is shown over.
public typealias ASPresentationAnchor = UIWindow

/// What an `ASAuthorizationController` tells its delegate (never called in a picture).
@MainActor public protocol ASAuthorizationControllerDelegate: AnyObject {
    /// The user authorised.
    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    /// The request failed or was cancelled.
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: Error)
}
extension ASAuthorizationControllerDelegate {
    /// Nothing, unless the delegate says otherwise.
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {}
    /// Nothing, unless the delegate says otherwise.
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: Error) {}
}

/// Gives a controller the window to show its sheet over.
@MainActor public protocol ASAuthorizationControllerPresentationContextProviding: AnyObject {
    /// The window.
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}

/// Performs authorisation requests: a picture performs none (its delegate is never called).
@MainActor public final class ASAuthorizationController {
    /// The requests.
    public let authorizationRequests: [ASAuthorizationRequest]
    /// Told of the outcome.
    public weak var delegate: ASAuthorizationControllerDelegate?
    /// Gives the window.
    public weak var presentationContextProvider: ASAuthorizationControllerPresentationContextProviding?
    /// A controller for `authorizationRequests`.
    public init(authorizationRequests: [ASAuthorizationRequest]) { self.authorizationRequests = authorizationRequests }
    /// Shows the system's sheet: not in a picture.
    public func performRequests() {}
    /// Shows the system's sheet: not in a picture.
    public func performRequests(options: RequestOptions) {}
    /// Offers saved credentials in the keyboard's bar: not in a picture.
    public func performAutoFillAssistedRequests() {}
    /// Cancels the requests.
    public func cancel() {}
    /// How requests are performed.
    public struct RequestOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Only with credentials already on the device.
        public static let preferImmediatelyAvailableCredentials = RequestOptions(rawValue: 1)
    }
}

/// What SwiftUI's `AuthorizationController` gives back.
public enum ASAuthorizationResult: Sendable {
    case appleID(ASAuthorizationAppleIDCredential)
    case password(ASPasswordCredential)
    case passkeyAssertion(ASAuthorizationPlatformPublicKeyCredentialAssertion)
    case passkeyRegistration(ASAuthorizationPlatformPublicKeyCredentialRegistration)
    case customMethod(String)
}

/// SwiftUI's authorisation performer (`@Environment(\.authorizationController)`): in a picture every
/// request is cancelled (`ASAuthorizationError.canceled`), as if the user had dismissed the sheet.
public struct AuthorizationController: Sendable {
    /// Performs `requests`: cancelled here.
    @MainActor public func performRequests(_ requests: [ASAuthorizationRequest], options: ASAuthorizationController.RequestOptions = [])
        async throws -> ASAuthorizationResult {
        throw ASAuthorizationError(.canceled)
    }
    /// Performs `request`: cancelled here.
    @MainActor public func performRequest(_ request: ASAuthorizationRequest, options: ASAuthorizationController.RequestOptions = [])
        async throws -> ASAuthorizationResult {
        throw ASAuthorizationError(.canceled)
    }
    /// Performs `requests` with AutoFill: cancelled here.
    @MainActor public func performAutoFillAssistedRequests(_ requests: [ASAuthorizationRequest]) async throws -> ASAuthorizationResult {
        throw ASAuthorizationError(.canceled)
    }
}

extension EnvironmentValues {
    /// Performs authorisation requests (every one cancelled in a picture).
    public var authorizationController: AuthorizationController {
        get { self[AuthorizationControllerKey.self] }
        set { self[AuthorizationControllerKey.self] = newValue }
    }
}

private struct AuthorizationControllerKey: EnvironmentKey {
    static let defaultValue = AuthorizationController()
}
