import Step27

/// The step under test: the shared suite reaches it through this name alone.
typealias ChangePasswordPresenter = Step27.ChangePasswordPresenter
